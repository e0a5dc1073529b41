import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const appear = keyframes`
  to { opacity: 1; }
`;

/**
 * A thin moving bar at the top of the window while the router fetches the next page's code
 * (decision 0068: the page being left stays until then). It shows only after 200 ms, so a page
 * whose code is cached moves on without a flicker; screen readers hear "Laddar sidan".
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Box
      role="progressbar"
      aria-label="Laddar sidan"
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        overflow: 'hidden',
        zIndex: 'tooltip',
        opacity: 0,
        animation: `${appear} 0s 200ms forwards`,
        '@media (prefers-reduced-motion: reduce)': { '& > *': { animation: 'none', transform: 'none', width: '100%' } },
      }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', animation: `${slide} 1.2s ease-in-out infinite` }} />
    </Box>
  );
}
