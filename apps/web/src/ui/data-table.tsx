import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useSideScroll } from './side-scroll.ts';

export interface DataColumn {
  label: ReactNode;
  /** Right-aligned, with figures of one width so that a column's digits line up, never broken over two lines (its header may be). */
  numeric?: boolean;
  /** Text that reads wrong broken over two lines: a date, an hour. */
  nowrap?: boolean;
  /** Shown from a tablet's width up; on a phone its content is in the row's `narrowNote`, under the first cell. */
  wideOnly?: boolean;
}

export interface DataRow {
  key: string;
  /** One per column; the first names the row (its header cell). */
  cells: readonly ReactNode[];
  /** The row of now (this quarter-hour's price): marked for the eye and for screen readers. */
  current?: boolean;
  /** Bold: a sum. Rows in `foot` are, unless they say `strong: false` (the VAT within a total). */
  strong?: boolean;
  /** Under the first cell on a phone only: what the `wideOnly` columns hold. */
  narrowNote?: ReactNode;
}

/** Rows under a heading of their own (an invoice's lines per facility). */
export interface DataGroup {
  heading: string;
  rows: readonly DataRow[];
}

/**
 * Where the table stands: in an outlined box of its own (on the page), in a card with its outer
 * cells in line with the card's text, or in a box its screen draws around it (a chart's panel).
 */
export type TableFrame = 'outlined' | 'card' | 'none';

export interface DataTableProps {
  /** What the table shows; also its name for screen readers, and the scrolling box's. */
  caption: ReactNode;
  /** The caption is said by a heading right above the table: screen readers only. */
  hideCaption?: boolean;
  columns: readonly DataColumn[];
  rows?: readonly DataRow[];
  groups?: readonly DataGroup[];
  /** The summary rows under the data (tfoot): sums, the VAT, the total. */
  foot?: readonly DataRow[];
  frame?: TableFrame;
  /** An element that says what the table's figures add up to (a result sentence beside it). */
  describedBy?: string;
}

/**
 * More rows than this and the table scrolls within a box of its own height, its column headers and
 * summary kept in view: a day's quarter-hours do; a year's months and their sum show whole.
 */
const LONG_TABLE_ROWS = 15;
const LONG_TABLE_HEIGHT = 480;

/**
 * The background the table stands on: the card's or box's paper (every Paper sets --surface, see
 * theme.ts) or the page's. What stays in view while the rest scrolls under it is painted with it.
 */
const SURFACE = 'var(--surface, var(--mui-palette-background-default))';
const SELECTED = 'rgba(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-selectedOpacity))';

/**
 * Every table of the portal (decision 0070): caption, column and row headers with their scope,
 * numeric columns right-aligned in tabular figures, summary rows in a tfoot. On a screen narrower
 * than the table, the table scrolls sideways inside a named group that takes focus (so the
 * keyboard can scroll it too), with its first column kept in view, a line above it that says there
 * is more to the right, and the right edge fading out while there is.
 */
export function DataTable({ caption, hideCaption = false, columns, rows = [], groups = [], foot = [], frame = 'none', describedBy }: DataTableProps) {
  const box = useRef<HTMLDivElement>(null);
  const side = useSideScroll(box);
  const captionId = useId();
  const long = rows.length + groups.reduce((sum, group) => sum + group.rows.length, 0) > LONG_TABLE_ROWS;
  // A box that scrolls takes focus and is named, so the keyboard can scroll it (axe: scrollable-region-focusable);
  // a group, not a region: a page of tables would otherwise fill the landmarks beside its sections.
  const scrolls = long || side.overflows;
  const body = (row: DataRow) => <Row key={row.key} row={row} columns={columns} />;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      {side.overflows && (
        <Typography variant="body2" color="text.secondary" aria-hidden>
          Fler kolumner åt höger: svep i sidled →
        </Typography>
      )}
      <Box sx={{ position: 'relative' }}>
        <TableContainer
          ref={box}
          role={scrolls ? 'group' : undefined}
          aria-labelledby={scrolls ? captionId : undefined}
          tabIndex={scrolls ? 0 : undefined}
          data-scrolled={side.scrolled || undefined}
          sx={[containerSx, frame === 'outlined' && outlinedSx, frame === 'card' && flushSx, long && { maxHeight: LONG_TABLE_HEIGHT }]}
        >
          <Table size="small" stickyHeader={long} aria-describedby={describedBy} sx={[long && longSx, frame === 'card' && { '& caption': { px: 0 } }]}>
            <caption id={captionId} style={hideCaption ? visuallyHidden : undefined}>
              {caption}
            </caption>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life.
                    key={index}
                    component="th"
                    scope="col"
                    align={column.numeric ? 'right' : 'left'}
                    sx={[...edgeSx(index), column.wideOnly === true && WIDE_ONLY]}
                  >
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {rows.length > 0 && <TableBody>{rows.map(body)}</TableBody>}
            {groups.map((group) => (
              <TableBody key={group.heading}>
                <TableRow>
                  <TableCell component="th" scope="rowgroup" colSpan={columns.length} sx={{ fontWeight: 700, pt: 2 }}>
                    {group.heading}
                  </TableCell>
                </TableRow>
                {group.rows.map(body)}
              </TableBody>
            ))}
            {foot.length > 0 && (
              <TableFooter>
                {foot.map((row) => (
                  <Row key={row.key} row={{ ...row, strong: row.strong ?? true }} columns={columns} summary />
                ))}
              </TableFooter>
            )}
          </Table>
        </TableContainer>
        {side.more && <Box aria-hidden sx={fadeSx(frame)} />}
      </Box>
    </Stack>
  );
}

function Row({ row, columns, summary = false }: { row: DataRow; columns: readonly DataColumn[]; summary?: boolean }) {
  return (
    <TableRow
      selected={row.current}
      aria-current={row.current ? 'time' : undefined}
      sx={summary && row.strong ? { '& > *': { borderTop: 2, borderTopColor: 'divider' } } : undefined}
    >
      {row.cells.map((cell, index) => {
        const column = columns[index];
        const sx = [
          { fontWeight: row.strong || (index === 0 && row.current) ? 700 : 400 },
          summary && footSx,
          ...edgeSx(index),
          index === 0 && row.current === true && { backgroundImage: `linear-gradient(${SELECTED}, ${SELECTED})` },
          column !== undefined && columnSx(column),
        ];
        return index === 0 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the fixed columns.
          <TableCell key={index} component="th" scope="row" sx={sx}>
            {cell}
            {row.narrowNote && (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 400 }}>
                {row.narrowNote}
              </Typography>
            )}
          </TableCell>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the fixed columns.
          <TableCell key={index} align={column?.numeric ? 'right' : 'left'} sx={sx}>
            {cell}
          </TableCell>
        );
      })}
    </TableRow>
  );
}

const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function columnSx(column: DataColumn) {
  return {
    ...(column.numeric && { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }),
    ...(column.nowrap && { whiteSpace: 'nowrap' }),
    ...(column.wideOnly && WIDE_ONLY),
  } as const;
}

/** MUI draws a tfoot's cells small and grey, as a table's footnote: here they are its sums. */
const footSx = { color: 'text.primary', fontSize: '0.875rem' } as const;

const containerSx = {
  position: 'relative',
  '&:focus-visible': { outlineOffset: -2 },
  // Narrow cells on a phone, so that more of the columns fit beside the first.
  '& td, & th': { px: { xs: 1, sm: 2 }, verticalAlign: 'top' },
} as const;

/** In a card the outer cells lose their padding, so the table lines up with the card's other text. */
const flushSx = { '& th:first-of-type': { pl: 0 }, '& tr > :last-child': { pr: 0 } } as const;

/** Paper's outlined look, drawn here so that the box stays the scrolling element and says which surface it is. */
const outlinedSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '--surface': 'var(--mui-palette-background-paper)',
} as const;

/** The first column stays in view while the others scroll under it, with a line where they pass. */
function edgeSx(index: number) {
  return [
    index === 0 && {
      position: 'sticky',
      left: 0,
      zIndex: 1,
      backgroundColor: SURFACE,
      hyphens: 'auto',
      '[data-scrolled] &': { boxShadow: 'inset -1px 0 0 var(--mui-palette-divider)' },
    },
  ] as const;
}

/** A long table's header and summary stay in view while its rows scroll under them. */
const longSx = {
  '& thead th': { backgroundColor: SURFACE },
  '& thead th:first-of-type': { zIndex: 3 },
  '& tfoot td, & tfoot th': { position: 'sticky', bottom: 0, zIndex: 2, backgroundColor: SURFACE },
  '& tfoot th:first-of-type': { zIndex: 3 },
} as const;

/** The right edge fades out while there is more to scroll to: the cue the eye catches first. */
function fadeSx(frame: TableFrame) {
  // Beside the box, not in it: an outlined box is paper whatever it stands on, and its border stays drawn.
  const inset = frame === 'outlined' ? '1px' : 0;
  const surface = frame === 'outlined' ? 'var(--mui-palette-background-paper)' : SURFACE;
  return {
    position: 'absolute',
    top: inset,
    bottom: inset,
    right: inset,
    width: '2.5rem',
    pointerEvents: 'none',
    background: `linear-gradient(to right, transparent, ${surface})`,
  } as const;
}

/**
 * "Visa som tabell": a chart's table, shown below it on request (a month of hours is long), with
 * anything that belongs beside the button (the export buttons) to its right on a wide screen.
 */
export function TableDisclosure({ table, beside }: { table: () => ReactNode; beside?: ReactNode }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Button variant="text" onClick={() => setShown((s) => !s)} aria-expanded={shown} aria-controls={id} sx={{ alignSelf: 'flex-start' }}>
          {shown ? 'Dölj tabellen' : 'Visa som tabell'}
        </Button>
        {beside}
      </Stack>
      <div id={id}>{shown && table()}</div>
    </>
  );
}
