import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '@/shell/route-definition.ts';
import { screenForPath } from './screen-for-path.ts';

const Overview = () => null;
const Consumption = () => null;
const Peak = () => null;
const Invoice = () => null;

const DEFINITIONS: RouteDefinition[] = [
  { path: '/', title: 'Översikt', section: 'services', component: Overview },
  {
    path: '/el',
    title: 'El',
    section: 'services',
    children: [
      { path: '/el/elforbrukning', title: 'Elförbrukning', component: Consumption },
      { path: '/el/effekttopp-elnat', title: 'Effekttopp elnät', when: 'peakPower', component: Peak },
      { path: '/el/jamfora-elnatsavgift', title: 'Jämför', redirect: '/el/effekttopp-elnat' },
    ],
  },
  { path: '/fakturor/:invoiceId', title: 'Faktura', section: 'services', component: Invoice },
];

describe('screenForPath', () => {
  it('finds a top-level screen and a child’s, whatever rule the child has', () => {
    expect(screenForPath(DEFINITIONS, '/')).toBe(Overview);
    expect(screenForPath(DEFINITIONS, '/el/elforbrukning')).toBe(Consumption);
    expect(screenForPath(DEFINITIONS, '/el/effekttopp-elnat')).toBe(Peak);
  });

  it('matches a path with parameters', () => {
    expect(screenForPath(DEFINITIONS, '/fakturor/123')).toBe(Invoice);
  });

  it('names no screen for a group, a redirect or an unknown path', () => {
    expect(screenForPath(DEFINITIONS, '/el')).toBeNull();
    expect(screenForPath(DEFINITIONS, '/el/jamfora-elnatsavgift')).toBeNull();
    expect(screenForPath(DEFINITIONS, '/finns-inte')).toBeNull();
  });
});
