import type { Contract } from '@mina-sidor/shared/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { longDate } from '@/lib/swedish.ts';
import { Disclosure } from '@/ui/disclosure.tsx';
import { Card } from '@/ui/section.tsx';
import { ContractDetails } from './contract-details.tsx';
import { endDateText, fuseSizeText, productLabel } from './contract-view.ts';
import { type Fact, Facts } from '@/ui/facts.tsx';

interface ContractCardProps {
  customerId: string;
  contract: Contract;
  facilityName: string;
  ended: boolean;
  /** Where "Förnya elavtal" leads; null where the contract is not renewed here or the person may not. */
  renewal: string | null;
}

/** One contract (spec §3.7): product, period, fuse, facility and metering point; prices and terms on request. */
export function ContractCard({ customerId, contract, facilityName, ended, renewal }: ContractCardProps) {
  const titleId = useId();
  const renewalNoteId = useId();
  const label = productLabel(contract.productNumber);
  const { fuseSize, meteringPointId } = contract.attributes;
  const facts: Fact[] = [
    ['Avtalsnummer', contract.contractId],
    ['Startdatum', longDate(contract.startDate)],
    ['Slutdatum', endDateText(contract.endDate)],
    ...(fuseSize ? [['Säkring', fuseSizeText(fuseSize)] as const] : []),
    ['Anläggning', facilityName],
    ...(meteringPointId ? [['Mätpunkt', meteringPointId, true] as const] : []),
  ];
  return (
    <Card component="li" labelledBy={titleId}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h3">
            {contract.productName}
          </Typography>
          {label && <Chip label={label} size="small" color="primary" variant="outlined" />}
          {ended && <Chip label="Avslutat" size="small" />}
        </Stack>
        <Facts facts={facts} />
        {renewal && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <Button variant="contained" href={renewal} aria-describedby={renewalNoteId} sx={{ flexShrink: 0 }}>
              Förnya elavtal
            </Button>
            <Typography id={renewalNoteId} variant="body2" color="text.secondary">
              Du fortsätter på vår webbplats, där du väljer ditt nya elavtal.
            </Typography>
          </Stack>
        )}
        <Disclosure show="Visa priser och villkor" hide="Dölj priser och villkor" describedBy={titleId}>
          {() => <ContractDetails customerId={customerId} contractId={contract.contractId} />}
        </Disclosure>
      </Stack>
    </Card>
  );
}
