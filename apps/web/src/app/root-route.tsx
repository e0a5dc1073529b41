import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionEvents } from '@/auth/session-events.tsx';
import { Loading } from '@/shell/loading.tsx';
import { PageFrame } from '@/shell/page-frame.tsx';

export function RootRoute() {
  return (
    <PageFrame>
      <SessionEvents />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </PageFrame>
  );
}
