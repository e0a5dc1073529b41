import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usableStorage } from '@/lib/storage.ts';
import { SignOutButton } from '@/shell/sign-out-button.tsx';

/** Spec §2.4: reached when the sign-in cannot be verified (no mecid, or 40 s without an answer). */
export function LoginProblemScreen() {
  // Sign-in keeps its state in browser storage; without it, it can never succeed.
  const [storageBlocked] = useState(() => !usableStorage('localStorage') || !usableStorage('sessionStorage'));
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Beklagar inloggningsproblemen</Typography>
      <Typography>Vi kan inte verifiera ditt konto just nu.</Typography>
      <Typography>Logga ut och logga sedan in igen.</Typography>
      {storageBlocked && (
        <Alert severity="warning">
          Lokal lagring eller sessionslagring (local storage eller session storage) är avstängd i din webbläsare. Du behöver slå på den för att kunna logga in.
        </Alert>
      )}
      <SignOutButton variant="contained" />
    </Stack>
  );
}
