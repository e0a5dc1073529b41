import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** /tillganglighet: public, for the law asks that anyone can read it, signed in or not (decision 0033). */
export const accessibilityStatementRoute: FramedRouteDefinition = {
  path: paths.accessibilityStatement,
  access: 'public',
  screen: () => import('./accessibility-statement-screen.tsx').then((module) => module.AccessibilityStatementScreen),
};
