import type { PoaDecision, PowerOfAttorney } from '@mina-sidor/shared/power-of-attorney';
import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { DECISION_TEXTS } from './display.ts';

export interface AskedDecision {
  poa: PowerOfAttorney;
  decision: PoaDecision;
  /** Kept after closing, so the dialog does not go blank while it fades out. */
  open: boolean;
}

interface DecisionDialogProps {
  asked: AskedDecision | null;
  sending: boolean;
  /** The server's Swedish message when the decision failed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a decision is sent: approving, rejecting and ending each say what follows for the customer's meter values. */
export function DecisionDialog({ asked, sending, error, onConfirm, onCancel }: DecisionDialogProps) {
  const text = asked && DECISION_TEXTS[asked.decision];
  const question = asked && text ? { title: text.title, consequence: text.consequence(asked.poa), confirm: text.confirm } : null;
  return <ConfirmDialog open={asked?.open ?? false} question={question} busy={sending} error={error} onConfirm={onConfirm} onCancel={onCancel} />;
}
