import { paths } from '@/lib/paths.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** Spec §4.4: a download is not behind the sign-in guard. */
export const downloadRoute: FramedRouteDefinition = {
  path: paths.download.pattern,
  access: 'public',
  screen: () => import('./download-screen.tsx').then((module) => module.DownloadScreen),
};
