import { ConfirmDialog } from '@/ui/confirm-dialog.tsx';
import { removalConsequence } from './display.ts';
import type { LinkedUser } from './linked-user-list.tsx';

export interface AskedRemoval {
  user: LinkedUser;
  /** Kept after closing, so the dialog does not go blank while it fades out. */
  open: boolean;
}

interface RemoveUserDialogProps {
  asked: AskedRemoval | null;
  customerName: string;
  removing: boolean;
  /** The server's Swedish message when the removal failed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a linked user loses access: removing cannot be undone without a new invitation. */
export function RemoveUserDialog({ asked, customerName, removing, error, onConfirm, onCancel }: RemoveUserDialogProps) {
  const question = asked && { title: 'Ta bort användare?', consequence: removalConsequence(asked.user.name, customerName), confirm: 'Ta bort', danger: true };
  return <ConfirmDialog open={asked?.open ?? false} question={question} busy={removing} error={error} onConfirm={onConfirm} onCancel={onCancel} />;
}
