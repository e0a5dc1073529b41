import Link from '@mui/material/Link';
import { NavLink, useInRouterContext } from 'react-router';
import { paths } from '@/lib/paths.ts';

/**
 * Every page's footer links the accessibility statement, as lag (2018:1937) asks (decision 0033); on
 * the statement itself it is marked the current page. The frames main.tsx shows before the router
 * exists (loading, or the runtime config failing) get a plain link: a NavLink there would throw.
 */
export function StatementLink() {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link component={NavLink} to={paths.accessibilityStatement} variant="body2">
      Tillgänglighetsredogörelse
    </Link>
  ) : (
    <Link href={paths.accessibilityStatement} variant="body2">
      Tillgänglighetsredogörelse
    </Link>
  );
}
