import { Suspense } from 'react';
import { Outlet, ScrollRestoration, type Location } from 'react-router';
import { SessionEvents } from '@/auth/session-events.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';

/**
 * Spec §2.5: on every path change the page scrolls to the top, or back to
 * where it was when this path was visited before (positions are kept per
 * path, in session storage, by the router).
 */
const byPath = (location: Location) => location.pathname;

export function RootRoute() {
  return (
    <>
      <SessionEvents />
      <ScrollRestoration getKey={byPath} />
      <Outlet />
    </>
  );
}

/** The pages outside the main shell: the plain page frame. */
export function FramedRoute() {
  return (
    <PageFrame>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}
