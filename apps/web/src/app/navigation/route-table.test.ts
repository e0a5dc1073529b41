import { describe, expect, it } from 'vitest';
import type { NavSection } from '@/shell/nav-model.ts';
import { PERSONA_CONTEXTS } from '@/test/personas.ts';
import { RULES, type RouteContext, type Rule } from './access.ts';
import { profileMenu } from './profile-menu.ts';
import { ROUTE_DEFINITIONS } from './route-definitions.ts';
import { buildRouteTable, flattenRoutes, sidebarSections, type RouteDefinition } from './route-table.ts';

type Persona = keyof typeof PERSONA_CONTEXTS;

/** A section as a person reads it: "Tjänster: El (Elförbrukning, Elöverskott)". */
function outline(sections: NavSection[]): string[] {
  const entry = (e: NavSection['entries'][number]): string => (e.children.length ? `${e.title} (${e.children.map(entry).join(', ')})` : e.title);
  return sections.map((s) => `${s.title ?? 'Översikt'}: ${s.entries.map(entry).join(', ')}`);
}

function shellFor(ctx: RouteContext, definitions: readonly RouteDefinition[] = ROUTE_DEFINITIONS) {
  const routes = buildRouteTable(ctx, definitions);
  return { routes, sidebar: outline(sidebarSections(routes)), profile: profileMenu(ctx, routes).map((e) => e.label) };
}

describe('the route table per demo persona (spec §2.5, §2.6)', () => {
  const expected: Record<Persona, { sidebar: string[]; profile: string[] }> = {
    privat: { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning, Elöverskott)'], profile: ['Logga ut'] },
    'flera-konton': { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning)'], profile: ['Växla konto', 'Logga ut'] },
    foretag: { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning)'], profile: ['Lägg till nytt företag', 'Växla konto', 'Logga ut'] },
    koncern: { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning)'], profile: ['Lägg till nytt företag', 'Växla konto', 'Logga ut'] },
    lankad: { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning)'], profile: ['Växla konto', 'Logga ut'] },
    'lankad som Anna': { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning, Elöverskott)'], profile: ['Växla konto', 'Logga ut'] },
    'kundservice som Anna': { sidebar: ['Översikt: Översikt', 'Tjänster: El (Elförbrukning, Elöverskott)'], profile: ['Logga ut'] },
  };

  it.each(Object.keys(expected) as Persona[])('%s', (persona) => {
    const { sidebar, profile } = shellFor(PERSONA_CONTEXTS[persona]);
    expect({ sidebar, profile }).toEqual(expected[persona]);
  });

  it('sends /el to Elförbrukning, and has no route for a service the property lacks', () => {
    const { routes } = shellFor(PERSONA_CONTEXTS.privat);
    expect(flattenRoutes(routes).map((r) => [r.path, r.redirect])).toEqual([
      ['/', null],
      ['/el', '/el/elforbrukning'],
      ['/el/elforbrukning', null],
      ['/el/eloverskott', null],
    ]);
    const withoutElectricity = { ...PERSONA_CONTEXTS.privat, property: { ...PERSONA_CONTEXTS.privat.property, infraServices: [] } };
    expect(flattenRoutes(shellFor(withoutElectricity).routes).map((r) => r.path)).toEqual(['/']);
  });

  it('gives a child page its parent as overline', () => {
    const consumption = flattenRoutes(shellFor(PERSONA_CONTEXTS.privat).routes).find((r) => r.path === '/el/elforbrukning');
    expect(consumption?.header).toEqual({ overline: 'El' });
  });
});

describe('the visibility rules per demo persona (spec §2.6, §6)', () => {
  const personas = Object.keys(PERSONA_CONTEXTS) as Persona[];
  // Columns in the order of `personas`: privat, flera-konton, foretag, koncern, lankad, lankad som Anna, kundservice som Anna.
  const table: Record<Rule, boolean[]> = {
    electricityProduction: [true, false, false, false, false, true, true],
    highVoltage: [false, false, false, false, false, false, false],
    spotPrices: [true, true, false, false, true, true, true],
    districtHeatingDetails: [false, false, true, true, false, false, false],
    notLinked: [true, true, true, true, true, false, true],
    specialTimeSeries: [false, false, false, true, false, false, false],
    users: [false, false, true, true, false, false, false],
    outageNotification: [true, true, true, true, true, false, true],
    contactDetails: [true, true, true, true, true, true, true],
    addCompany: [false, false, true, true, false, false, false],
    switchAccount: [false, true, true, true, true, true, false],
    panelInvitation: [true, true, true, true, true, false, false],
    nonProduction: [true, true, true, true, true, true, true],
  };

  it.each(Object.entries(table) as [Rule, boolean[]][])('%s', (rule, expected) => {
    expect(personas.map((p) => RULES[rule](PERSONA_CONTEXTS[p]))).toEqual(expected);
  });

  it('high voltage follows a base power on the property’s electricity point', () => {
    const sickla = { ...PERSONA_CONTEXTS.foretag, meteringPoints: [{ meteringPointId: 'x', meterNumber: '1', service: 'EL', type: 'CONSUMPTION', attributes: { basePower: 800 } }] };
    expect(RULES.highVoltage(sickla)).toBe(true);
  });

  it('contact details need staff, a link or an account', () => {
    const noAccount = { ...PERSONA_CONTEXTS.privat, customerAccountId: null };
    expect(RULES.contactDetails(noAccount)).toBe(false);
    expect(RULES.contactDetails({ ...noAccount, roles: ['Admin'] })).toBe(true);
    expect(RULES.contactDetails({ ...noAccount, isLinked: true })).toBe(true);
  });

  it('the environment tools are gone in production', () => {
    expect(RULES.nonProduction({ ...PERSONA_CONTEXTS.privat, environment: 'production' })).toBe(false);
  });
});

describe('the builder, ready for the screens still to come', () => {
  const Screen = () => null;
  // Rows of spec §2.6 as later issues will add them (docs/decisions/0006-route-visibility.md).
  const future: RouteDefinition[] = [
    ...ROUTE_DEFINITIONS,
    {
      path: '/fakturor',
      title: 'Fakturor',
      section: 'services',
      component: Screen,
      children: [{ path: '/fakturor/andra-fakturareferens/', title: 'Ändra fakturareferens', component: Screen, when: 'notLinked' }],
    },
    { path: '/rapporter', title: 'Rapporter', section: 'tools', component: Screen, when: 'notLinked' },
    { path: '/vatten-avlopp', title: 'Vatten och avlopp', section: 'services', infraService: 'VA', redirect: '/vatten-avlopp/vattenforbrukning' },
    { path: '/account', title: 'Kontaktuppgifter', section: 'tools', redirect: '/kontaktuppgifter', hidden: true },
    { path: '/kontaktuppgifter', title: 'Kontaktuppgifter', section: 'tools', component: Screen, hidden: true, when: 'contactDetails' },
    { path: '/arenden', title: 'Ärenden', section: 'tools', component: Screen },
    { path: '/el/tidigare-effekttoppar', title: 'Tidigare effekttoppar', section: 'services', infraService: 'EL', component: Screen, hidden: true },
  ];

  it('sorts entries by Swedish title, nests a page’s children after it, and leaves hidden routes out of the sidebar', () => {
    expect(shellFor(PERSONA_CONTEXTS.privat, future).sidebar).toEqual([
      'Översikt: Översikt',
      'Tjänster: El (Elförbrukning, Elöverskott), Fakturor (Fakturor, Ändra fakturareferens)',
      'Verktyg: Rapporter, Ärenden',
    ]);
  });

  it('lankad, on Anna’s pages, gets neither invoice references nor reports (spec §6)', () => {
    const { sidebar, routes } = shellFor(PERSONA_CONTEXTS['lankad som Anna'], future);
    expect(sidebar).toEqual(['Översikt: Översikt', 'Tjänster: El (Elförbrukning, Elöverskott), Fakturor', 'Verktyg: Ärenden']);
    expect(flattenRoutes(routes).map((r) => r.path)).not.toContain('/rapporter');
    expect(flattenRoutes(routes).map((r) => r.path)).not.toContain('/fakturor/andra-fakturareferens/');
  });

  it('keeps a redirect only while its target exists', () => {
    const paths = flattenRoutes(shellFor(PERSONA_CONTEXTS.privat, future).routes).map((r) => [r.path, r.redirect]);
    expect(paths).toContainEqual(['/account', '/kontaktuppgifter']);
    expect(paths.map(([path]) => path)).not.toContain('/vatten-avlopp');
  });

  it('shows a profile entry of the shell once the route table has its page for the person', () => {
    expect(shellFor(PERSONA_CONTEXTS.foretag, future).profile).toEqual(['Kontaktuppgifter', 'Lägg till nytt företag', 'Ärenden', 'Växla konto', 'Logga ut']);
  });
});
