import type { ComponentType } from 'react';
import { Loading } from './loading.tsx';
import { useViewer, type Viewer } from './viewer.ts';

/** What a page of the selected customer's is given: whose pages, which account, and who looks at them. */
export interface ViewerPageProps {
  customerId: string;
  customerAccountId: string | null;
  viewer: Viewer;
}

/** A page of the selected customer's: "Laddar..." until the selection and who looks at it are known, then the page. */
export function ViewerScreen({ page: Page }: { page: ComponentType<ViewerPageProps> }) {
  const seen = useViewer();
  if (!seen) return <Loading />;
  return <Page customerId={seen.selection.customerId} customerAccountId={seen.selection.customerAccountId} viewer={seen.viewer} />;
}
