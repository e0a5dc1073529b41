import { PLACEHOLDER_CUSTOMER_ID } from '@mina-sidor/shared';
import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { FeedbackWidget } from '@/feedback/feedback-widget.tsx';
import { paths } from '@/lib/paths.ts';
import { allows, type RouteContext } from '@/shell/access.ts';
import { useHasRoute } from '@/shell/current-route.tsx';
import { StatementLink } from '@/shell/statement-link.tsx';
import { useNewOverview } from '@/shell/use-new-overview.ts';

/** Every page's footer (spec §2.5): the feedback widget about the page shown, starting afresh on each page; the accessibility statement. */
export function ShellFooter({ context }: { context: RouteContext }) {
  const { pathname } = useLocation();
  const newOverview = useNewOverview();
  const hasContactDetails = useHasRoute(paths.contactDetails);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <FeedbackWidget
        key={pathname}
        page={pathname}
        pageVariant={pathname === paths.home && newOverview ? 'new' : undefined}
        customerId={context.customer.customerId === PLACEHOLDER_CUSTOMER_ID ? null : context.customer.customerId}
        panel={allows(context, 'panelInvitation') ? { customerNumber: context.customer.customerNumber, email: context.customer.email } : null}
        contactDetailsPath={hasContactDetails ? paths.contactDetails : null}
      />
      <StatementLink />
    </Stack>
  );
}
