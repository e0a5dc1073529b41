import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatementLink } from './statement-link.tsx';

/** Header, main landmark and footer (the accessibility statement's link) around every page outside the shell. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <AppBar component="header" position="static" color="primary" elevation={0}>
        <Toolbar>
          <Typography component="p" variant="h6" sx={{ fontWeight: 800 }}>
            Mina sidor
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ py: 3 }}>
          <StatementLink />
        </Container>
      </Box>
    </>
  );
}
