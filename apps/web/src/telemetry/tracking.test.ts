import { describe, expect, it, vi } from 'vitest';
import { aCustomer } from '@/test/fixtures.ts';
import { createTracker, LOGIN_TRACKING_DELAY_MS, trackingEvent, type TrackingSubject } from './tracking.ts';

const anna: TrackingSubject = { isStaff: false, customer: aCustomer(), isLinked: false, services: ['EL', 'FJV', 'VA'], newOverview: false };

describe('trackingEvent (spec §3.9, §7)', () => {
  it('describes the login with step, application, user type, services and page variant, and nothing personal', () => {
    expect(trackingEvent('login', anna)).toEqual({
      event: 'login',
      step: 'inloggad',
      application: 'mina-sidor',
      userType: 'privat',
      event_info: 'INDIVIDUAL',
      page_variant: 'standard',
      services: ['EL', 'FJV', 'VA'],
    });
  });

  it.each([
    ['foretag', { customer: aCustomer({ customerType: { id: 2, name: 'ORGANIZATION' }, legalPart: { id: 2 } }) }],
    [
      'koncern',
      { customer: aCustomer({ customerType: { id: 100, name: 'ORGANIZATION' }, legalPart: { id: 2 }, groupId: 'b0b0b0b0-0000-4000-8000-000000000004' }) },
    ],
    ['lankad', { isLinked: true }],
    ['kundservice', { isStaff: true }],
    ['okand', { customer: null }],
  ] as const)('user type %s', (expected, overrides) => {
    expect(trackingEvent('account_change', { ...anna, ...overrides }).userType).toBe(expected);
  });

  it('names the beta overview as page variant "new"', () => {
    expect(trackingEvent('account_change', { ...anna, newOverview: true })).toMatchObject({ step: 'bytt konto', page_variant: 'new' });
  });
});

describe('createTracker', () => {
  function setup(environment: 'production' | 'test' | 'development') {
    const dataLayer: unknown[] = [];
    const scheduled: { run: () => void; ms: number }[] = [];
    const tracker = createTracker({
      environment,
      dataLayer: () => dataLayer,
      subject: async () => anna,
      schedule: (run, ms) => scheduled.push({ run, ms }),
    });
    return { dataLayer, scheduled, tracker };
  }

  it('pushes the login event 5 s after sign-in, reading the subject then', async () => {
    const { dataLayer, scheduled, tracker } = setup('test');
    tracker.signedIn();
    expect(dataLayer).toEqual([]);
    expect(scheduled.map((s) => s.ms)).toEqual([LOGIN_TRACKING_DELAY_MS]);
    expect(LOGIN_TRACKING_DELAY_MS).toBe(5000);
    scheduled[0]?.run();
    await vi.waitFor(() => expect(dataLayer).toEqual([expect.objectContaining({ event: 'login' })]));
  });

  it('pushes an account change at once', async () => {
    const { dataLayer, tracker } = setup('production');
    tracker.accountChanged();
    await vi.waitFor(() => expect(dataLayer).toEqual([expect.objectContaining({ event: 'account_change', step: 'bytt konto' })]));
  });

  it('sends nothing on development hosts', async () => {
    const { dataLayer, scheduled, tracker } = setup('development');
    tracker.signedIn();
    tracker.accountChanged();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scheduled).toEqual([]);
    expect(dataLayer).toEqual([]);
  });
});
