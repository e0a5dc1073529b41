import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage } from '@/api/client.ts';

/** A screen's data could not be loaded: the server's Swedish message, and a way to ask again. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Försök igen
        </Button>
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
