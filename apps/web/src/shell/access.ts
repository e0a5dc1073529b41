import { hasStaffRole, isCompanyCustomer, linkedUserMay, MANUAL_READING, mayHaveLinkedUsers, type RuntimeConfig } from '@mina-sidor/shared';
import type { Account } from '@mina-sidor/shared/account';
import type { Customer, Facility, MeteringPoint } from '@mina-sidor/shared/customer';
import { ofAccount } from '@/lib/swedish.ts';
import type { SelectedProperty } from '@/selection/selection.ts';

/** Everything the route table and the profile menu depend on (spec §2.5: customer, property, account). */
export interface RouteContext {
  environment: RuntimeConfig['environment'];
  /** The signed-in person's `role` and `amr` claims, as lists. */
  roles: string[];
  amr: string[];
  /** The selected customer. */
  customer: Customer;
  /** The login's own account (GET account): which customers it is linked to. */
  account: Account | null;
  /** The selected customer is someone else's, reached through a link. */
  isLinked: boolean;
  customerAccountId: string | null;
  property: SelectedProperty;
  /** The metering points of the selected property (of every facility, for a group). */
  meteringPoints: MeteringPoint[];
  /** The facilities of the selected property (every facility, for a group). */
  facilities: Facility[];
  hasSpecialTimeSeries: boolean;
}

const isStaff = (ctx: RouteContext) => hasStaffRole(ctx.roles);
/** Invoice references and reports are the contract's `restricted-read`: the server refuses linked users them. */
const mayRestrictedRead = (ctx: RouteContext) => !ctx.isLinked || linkedUserMay('restricted-read');
const hasPoint = (ctx: RouteContext, service: string, test: (point: MeteringPoint) => boolean) =>
  ctx.meteringPoints.some((point) => point.service === service && test(point));

/**
 * Every rule that hides a route or a menu entry (spec §2.6, §6), by name.
 * Routes and menu entries refer to them by name, so the rules live here and
 * nowhere else. Where the spec leaves a rule open, the choice is recorded in
 * docs/decisions/0006-route-visibility.md.
 */
export const RULES = {
  /** /el/eloverskott: only if the EL service has production. */
  electricityProduction: (ctx) => hasPoint(ctx, 'EL', (p) => p.type === 'PRODUCTION'),
  /**
   * /el/effekttopp-elnat and /el/tidigare-effekttoppar: an electricity consumption point that is
   * not high voltage — the demo's grid contract on every such point is the power tariff, while a
   * high-voltage one pays for its subscribed power and has no monthly peak fee (decision 0023).
   */
  peakPower: (ctx) => hasPoint(ctx, 'EL', (p) => p.type === 'CONSUMPTION' && p.attributes.basePower === null),
  /** /el/hogspanning: hidden without high-voltage data (a subscribed base power). */
  highVoltage: (ctx) => hasPoint(ctx, 'EL', (p) => p.attributes.basePower !== null),
  /** /undermatning-el, -fjarrvarme and -vatten: the property has a sub-meter of the service (decision 0025). */
  electricitySubMetering: (ctx) => hasPoint(ctx, 'EL', (p) => p.type === 'SUBMETER'),
  districtHeatingSubMetering: (ctx) => hasPoint(ctx, 'FJV', (p) => p.type === 'SUBMETER'),
  waterSubMetering: (ctx) => hasPoint(ctx, 'VA', (p) => p.type === 'SUBMETER'),
  /** /vatten-avlopp/avlasning is titled "Lämna mätarställning" where the property's water is read manually (spec §2.6, §3.5). */
  manualWaterReading: (ctx) => ctx.property.infraServices.some((s) => s.name === 'VA' && s.readingType.name === MANUAL_READING),
  /**
   * /el/spotpriser, Ditt elpris (decision 0072, superseding 0047): a facility of the property with
   * electricity, on the selected account (the page shows that account's) — private and company alike,
   * on a fixed price, a variable one or none; the server's spot-price endpoints answer every such facility.
   */
  spotPrices: (ctx) => ofAccount(ctx.facilities, ctx.customerAccountId).some((facility) => facility.infraServices.some((s) => s.name === 'EL')),
  /** /fjarrvarme/bas-och-spetsenergi and /fjarrvarme/flodespremie, "hidden unless allowed" (our choice: companies). */
  districtHeatingDetails: (ctx) => isCompanyCustomer(ctx.customer),
  /** /fakturor/andra-fakturareferens and /rapporter: hidden for linked users. */
  notLinked: mayRestrictedRead,
  /**
   * /koncernrapport and /koncernstruktur: only with special time-series data, and, being reports,
   * hidden for linked users as /rapporter is (the API refuses them too).
   */
  specialTimeSeries: (ctx) => ctx.hasSpecialTimeSeries && mayRestrictedRead(ctx),
  /** Användare: hidden for customers that are neither company nor group type and lack an organisation number. */
  users: (ctx) => mayHaveLinkedUsers(ctx.customer),
  /**
   * Avisering vid avbrott, "hidden unless allowed" and "depends on a permission flag" (our choice,
   * decision 0018): a customer with a facility to be notified about. Linked users and staff see it
   * to read, as Kontaktuppgifter; only the customer changes the recipients (the API refuses the others).
   */
  outageNotification: (ctx) => ctx.customer.utilities.some((utility) => utility.facilities.length > 0),
  /** Kontaktuppgifter: hidden with neither KC/Admin, linked status nor an account. */
  contactDetails: (ctx) => isStaff(ctx) || ctx.isLinked || ctx.customerAccountId !== null,
  /** Lägg till nytt företag: company login (amr Company). */
  addCompany: (ctx) => ctx.amr.includes('Company'),
  /**
   * Växla konto: only when the login reaches several accounts — its own
   * customer's, or linked customers'. Staff reach customers through the
   * search instead, so they never switch here.
   */
  switchAccount: (ctx) => !isStaff(ctx) && ((ctx.account?.linkedCustomers.length ?? 0) > 0 || (!ctx.isLinked && ctx.customer.customerAccounts.length > 1)),
  /**
   * The customer panel invitation after feedback (spec §2.9), for people
   * acting as the customer: linked users and staff cannot join on the
   * customer's behalf (the server refuses both).
   */
  panelInvitation: (ctx) => !ctx.isLinked && !isStaff(ctx),
  /** Debug link, copy-number and version label: hidden in production (spec §2.5, §6). */
  nonProduction: (ctx) => ctx.environment !== 'production',
} satisfies Record<string, (ctx: RouteContext) => boolean>;

export type Rule = keyof typeof RULES;

export function allows(ctx: RouteContext, rule: Rule | undefined): boolean {
  return rule === undefined || RULES[rule](ctx);
}

/** The property offers the service (spec §2.5: routes with an infraService). */
export function hasService(ctx: RouteContext, service: string | undefined): boolean {
  return service === undefined || ctx.property.infraServices.some((s) => s.name === service);
}
