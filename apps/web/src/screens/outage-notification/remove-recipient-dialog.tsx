import type { OutageRecipient } from '@mina-sidor/shared/outage-notification';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { removalConsequence } from './display.ts';

export interface AskedRemoval {
  recipient: OutageRecipient;
  facility: { facilityKey: string; displayName: string };
  /** Kept after closing, so the dialog does not go blank while it fades out. */
  open: boolean;
}

interface RemoveRecipientDialogProps {
  asked: AskedRemoval | null;
  removing: boolean;
  /** The server's Swedish message when the removal failed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before someone stops hearing of outages: they would learn of the next one only when it happens. */
export function RemoveRecipientDialog({ asked, removing, error, onConfirm, onCancel }: RemoveRecipientDialogProps) {
  const question = asked && {
    title: 'Ta bort mottagare?',
    consequence: removalConsequence(asked.recipient, asked.facility.displayName),
    confirm: 'Ta bort',
    danger: true,
  };
  return <ConfirmDialog open={asked?.open ?? false} question={question} busy={removing} error={error} onConfirm={onConfirm} onCancel={onCancel} />;
}
