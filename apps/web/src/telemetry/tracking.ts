import { hasGroup, isCompanyCustomer, type RuntimeConfig } from '@mina-sidor/shared';
import type { Customer } from '@mina-sidor/shared/customer';

declare global {
  interface Window {
    /** The tag manager's data layer. */
    dataLayer?: unknown[];
  }
}

type Environment = RuntimeConfig['environment'];

/** Spec §7: analytics only on the production and test hosts. The one place to change that. */
export const TRACKING_ENVIRONMENTS: readonly Environment[] = ['production', 'test'];
/** The page's data layer, made on first use (before the tag manager's script, or without it). */
export const windowDataLayer = (): unknown[] => (window.dataLayer ??= []);

/** Spec §9: the login event waits this long after sign-in. */
export const LOGIN_TRACKING_DELAY_MS = 5000;
const APPLICATION = 'mina-sidor';

/** Spec §3.9: the tracking payload. No names, numbers or ids: nothing that identifies the person. */
export interface TrackingEvent {
  event: 'login' | 'account_change';
  step: string;
  application: string;
  userType: 'privat' | 'foretag' | 'koncern' | 'lankad' | 'kundservice' | 'okand';
  /** What kind of customer the pages are about (customer type), or "ingen" before one is chosen. */
  event_info: string;
  page_variant: 'new' | 'standard';
  /** The utility services of the selected property. */
  services: string[];
}

/** What the person is looking at when an event is sent. */
export interface TrackingSubject {
  isStaff: boolean;
  customer: Customer | null;
  isLinked: boolean;
  services: string[];
  newOverview: boolean;
}

function userType({ isStaff, customer, isLinked }: TrackingSubject): TrackingEvent['userType'] {
  if (isStaff) return 'kundservice';
  if (!customer) return 'okand';
  if (isLinked) return 'lankad';
  if (hasGroup(customer)) return 'koncern';
  return isCompanyCustomer(customer) ? 'foretag' : 'privat';
}

const STEPS: Record<TrackingEvent['event'], string> = { login: 'inloggad', account_change: 'bytt konto' };

export function trackingEvent(event: TrackingEvent['event'], subject: TrackingSubject): TrackingEvent {
  return {
    event,
    step: STEPS[event],
    application: APPLICATION,
    userType: userType(subject),
    event_info: subject.customer?.customerType.name ?? 'ingen',
    page_variant: subject.newOverview ? 'new' : 'standard',
    services: subject.services,
  };
}

export interface Tracker {
  /** After a completed sign-in: the login event, 5 s later (spec §7, §9). */
  signedIn(): void;
  /** After an account switch. */
  accountChanged(): void;
}

export interface TrackerOptions {
  environment: Environment;
  dataLayer: () => unknown[];
  /** Read when the event is sent, so the delayed login event describes what the person then looks at. */
  subject: () => Promise<TrackingSubject>;
  schedule?: (run: () => void, ms: number) => void;
}

export function createTracker({ environment, dataLayer, subject, schedule = (run, ms) => void setTimeout(run, ms) }: TrackerOptions): Tracker {
  const enabled = TRACKING_ENVIRONMENTS.includes(environment);
  async function push(event: TrackingEvent['event']) {
    dataLayer().push(trackingEvent(event, await subject()));
  }
  return {
    signedIn: () => {
      if (enabled) schedule(() => void push('login'), LOGIN_TRACKING_DELAY_MS);
    },
    accountChanged: () => {
      if (enabled) void push('account_change');
    },
  };
}
