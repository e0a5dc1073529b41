import type { ConsumptionSeries } from '@mina-sidor/shared/consumption';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { saveFile } from '@/lib/save-file.ts';
import { exportFileName, exportHeaders, exportRows, toCsv } from './export-rows.ts';
import type { Period } from './period.ts';

async function toXlsx(series: ConsumptionSeries): Promise<Blob> {
  // Loaded on demand: most visits never export.
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = exportHeaders(series.unit).map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = exportRows(series).map((r) => [
    { value: r.from },
    { value: r.to },
    { value: r.period },
    { value: r.value ?? undefined, type: Number, format: '#,##0.000' },
    { value: r.lastYear ?? undefined, type: Number, format: '#,##0.000' },
    { value: r.quality },
  ]);
  return writeExcelFile([header, ...rows], { columns: [{ width: 18 }, { width: 18 }, { width: 34 }, { width: 20 }, { width: 26 }, { width: 12 }] }).toBlob();
}

export function ExportButtons({ series, period, title }: { series: ConsumptionSeries; period: Period; title: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={() => saveFile(new Blob([toCsv(series)], { type: 'text/csv;charset=utf-8' }), exportFileName(title, period, series.meteringPointId, 'csv'))}
      >
        Ladda ner CSV
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        onClick={async () => saveFile(await toXlsx(series), exportFileName(title, period, series.meteringPointId, 'xlsx'))}
      >
        Ladda ner Excel
      </Button>
    </Stack>
  );
}
