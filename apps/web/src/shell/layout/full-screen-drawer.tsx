import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import type { TransitionProps } from '@mui/material/transitions';
import { useId, type ReactElement, type ReactNode } from 'react';

/** A drawer that covers the whole screen (spec §2.5, mobile), closed with "Stäng" or Escape. */
export function FullScreenDrawer({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} slots={{ transition: SlideUp }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="h2" component="h2">
          {title}
        </Typography>
        {/* Opens with focus on its first control, where a keyboard user sees it (decision 0033). */}
        <IconButton onClick={onClose} aria-label="Stäng" edge="end" autoFocus>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1, pb: 2 }}>{children}</Box>
    </Dialog>
  );
}

function SlideUp(props: TransitionProps & { children: ReactElement }) {
  return <Slide direction="up" {...props} />;
}
