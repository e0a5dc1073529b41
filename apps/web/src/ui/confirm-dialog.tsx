import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { ActionButton } from './action-button.tsx';

/** What a confirmation asks, what follows, and the button that does it (red when it takes something away). */
export interface Question {
  title: string;
  consequence: string;
  confirm: string;
  danger?: boolean;
}

interface ConfirmDialogProps {
  open: boolean;
  /** Kept after closing, so the dialog does not go blank while it fades out. */
  question: Question | null;
  /** While the change is sent: the dialog stays open and the confirm button shows it. */
  busy: boolean;
  /** The server's Swedish message when the change failed. */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a change that cannot simply be taken back, and shows its failure in place. */
export function ConfirmDialog({ open, question, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="xs">
      {question && (
        <>
          <DialogTitle id={titleId} component="h2" sx={{ fontSize: '1.25rem', fontWeight: 800 }}>
            {question.title}
          </DialogTitle>
          <DialogContent>
            <DialogContentText id={textId}>{question.consequence}</DialogContentText>
            {error && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
            {/* A dialog opens with focus on its first control, the one that changes nothing (decision 0033). */}
            <Button onClick={onCancel} disabled={busy} autoFocus>
              Avbryt
            </Button>
            <ActionButton variant="contained" color={question.danger ? 'error' : 'primary'} onClick={onConfirm} loading={busy}>
              {question.confirm}
            </ActionButton>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
