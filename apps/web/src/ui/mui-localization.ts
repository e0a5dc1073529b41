// A module of its own so that load-theme.ts can load MUI's Swedish texts, and only them, lazily.
export { svSE } from '@mui/material/locale';
