import { accessibilityStatementRoute } from '@/screens/accessibility-statement/route.ts';
import { accountPickerRoute } from '@/screens/account-picker/route.ts';
import { companyLinkRoute } from '@/screens/company-link/route.ts';
import { confirmAccountRoute } from '@/screens/confirm-account/route.ts';
import { customerSearchRoutes } from '@/screens/customer-search/route.ts';
import { debugRoute } from '@/screens/debug/route.ts';
import { downloadRoute } from '@/screens/download/route.ts';
import { loginProblemRoute } from '@/screens/login-problem/route.ts';
import { nonCustomerRoute } from '@/screens/non-customer/route.ts';
import { webhookDeliveriesRoute } from '@/screens/webhook-deliveries/route.ts';
import type { FramedRouteDefinition } from '@/shell/route-definition.ts';

/** The screens outside the main shell (spec §2.1), each declared in its screen's folder. */
export const FRAMED_ROUTE_DEFINITIONS: readonly FramedRouteDefinition[] = [
  loginProblemRoute,
  accessibilityStatementRoute,
  companyLinkRoute,
  downloadRoute,
  confirmAccountRoute,
  accountPickerRoute,
  nonCustomerRoute,
  ...customerSearchRoutes,
  webhookDeliveriesRoute,
  debugRoute,
];
