import Link from '@mui/material/Link';
import { NavLink } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** Every page's footer links the accessibility statement, as lag (2018:1937) asks (decision 0033); on the statement itself it is marked the current page. */
export function StatementLink() {
  return (
    <Link component={NavLink} to={paths.accessibilityStatement} variant="body2">
      Tillgänglighetsredogörelse
    </Link>
  );
}
