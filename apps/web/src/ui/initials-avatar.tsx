import Box from '@mui/material/Box';
import { initials } from './initials.ts';

/**
 * A person's or organisation's initials in a filled circle, hidden from assistive technology (the name
 * is always written beside it). A styled box rather than MUI's Avatar: the shell's profile button shows
 * one on every page, and Avatar's image handling would be 1.2 KB of first-load script for none.
 */
export function InitialsAvatar({ name }: { name: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        flexShrink: 0,
        width: 40,
        height: 40,
        borderRadius: '50%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: '1rem',
        fontWeight: 700,
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {initials(name)}
    </Box>
  );
}
