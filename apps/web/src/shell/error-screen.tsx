import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { paths } from '@/lib/paths.ts';

/**
 * The buttons are loaded when an error is shown: MUI's Button (with its
 * ripple) is then not part of the JavaScript of the first page, which never
 * needs it. The message itself shows at once. Should the buttons fail to load,
 * the same two links show as plain links, without the page reload of spec §4.5:
 * the error screen is where the reloads end, and a reload would take its
 * message away (when every file of a release is gone, a second one).
 */
const ErrorActions = lazy(() =>
  import('./error-actions.tsx').then(
    (module) => ({ default: module.ErrorActions }),
    () => ({ default: PlainErrorActions }),
  ),
);

function PlainErrorActions() {
  return (
    <Typography>
      <a href={paths.callback}>Försök igen</a> · <a href={paths.signout}>logga ut</a>
    </Typography>
  );
}

/**
 * The generic error screen (spec §2.5). Its links load the page anew on
 * purpose: that drops whatever state led here, and they work where no router
 * exists (the runtime config failed to load).
 */
export function ErrorScreen() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h1">Oops! Något gick fel...</Typography>
      <Typography>Försök igen om en liten stund. Hjälper inte det kan du logga ut och logga in igen.</Typography>
      <Suspense fallback={null}>
        <ErrorActions />
      </Suspense>
    </Stack>
  );
}
