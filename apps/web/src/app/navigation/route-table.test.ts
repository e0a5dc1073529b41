import { describe, expect, it } from 'vitest';
import { RULES, type RouteContext, type Rule } from '@/shell/access.ts';
import type { RouteDefinition } from '@/shell/route-definition.ts';
import { personaContext, type PersonaKey } from '@/test/personas.ts';
import { profileMenu } from './profile-menu.ts';
import { ROUTE_DEFINITIONS } from './route-definitions.ts';
import { buildRouteTable, flattenRoutes, sidebarSections } from './route-table.ts';

/** The demo personas on a customer's pages (spec §2.5: the table is built from customer, property and account). */
const VIEWING: PersonaKey[] = ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad', 'lankad som Anna', 'kundservice som Anna'];

function shellFor(ctx: RouteContext, definitions: readonly RouteDefinition[] = ROUTE_DEFINITIONS) {
  const routes = buildRouteTable(ctx, definitions);
  return { routes, paths: flattenRoutes(routes).map((route) => route.path), profile: profileMenu(ctx, routes).map((entry) => entry.label) };
}

/** One case per viewing persona: those listed have it, the others lack it; named "privat has /el/eloverskott". */
function perPersona(holders: readonly PersonaKey[], what: string, [yes, no] = ['has', 'lacks']) {
  return VIEWING.map((persona) => {
    const has = holders.includes(persona);
    return { persona, has, name: `${persona} ${has ? yes : no} ${what}` };
  });
}

describe('the shell’s routes per demo persona (spec §2.5, §2.6)', () => {
  const ROUTES: Record<string, readonly PersonaKey[]> = {
    '/': VIEWING,
    // Every persona's property has electricity.
    '/el/elforbrukning': VIEWING,
    // Only Anna's villa has solar production.
    '/el/eloverskott': ['privat', 'lankad som Anna', 'kundservice som Anna'],
    '/fakturor': VIEWING,
    // A route shows only where the chosen property has the service (spec §2.5): the linked user's apartment has neither.
    '/fjarrvarme/fjarrvarmeforbrukning': VIEWING.filter((persona) => persona !== 'lankad'),
    '/vatten-avlopp/vattenforbrukning': VIEWING.filter((persona) => persona !== 'lankad' && persona !== 'foretag'),
    // Readings wherever there is water: submitted where it is read manually, listed elsewhere.
    '/vatten-avlopp/avlasning': VIEWING.filter((persona) => persona !== 'lankad' && persona !== 'foretag'),
    // Avkylning wherever there is district heating; the flow premium and base and peak energy only for companies (districtHeatingDetails).
    '/fjarrvarme/avkylning': VIEWING.filter((persona) => persona !== 'lankad'),
    '/fjarrvarme/flodespremie': ['foretag', 'koncern'],
    // Jämförelse wherever there is district heating.
    '/fjarrvarme/jamforelse': VIEWING.filter((persona) => persona !== 'lankad'),
    '/fjarrvarme/bas-och-spetsenergi': ['foretag', 'koncern'],
    // Everyone with district heating reads it; only the customer sends the request and books (the screen and the API keep the others from it).
    '/fjarrvarme/avtal': VIEWING.filter((persona) => persona !== 'lankad'),
    // Everyone with electricity reads them; only the customer asks for activation or orders (the screens and the API keep the others from it).
    '/el/han-port': VIEWING,
    '/bestall-power-hub': VIEWING,
    // Every persona's property has electricity on the power tariff; the history is reached from the peak page.
    '/el/effekttopp-elnat': VIEWING,
    '/el/tidigare-effekttoppar': VIEWING,
    // Invoice references are hidden for linked users (spec §6).
    '/fakturor/andra-fakturareferens': VIEWING.filter((persona) => persona !== 'lankad som Anna'),
    // Everyone reads it; only the customer signs up (the screen and the API keep the others from it).
    '/teckna/utjamnad-betalning': VIEWING,
    // Only the group has special time series; as reports they are hidden for linked users.
    '/koncernrapport': ['koncern'],
    '/koncernstruktur': ['koncern'],
  };

  for (const [path, holders] of Object.entries(ROUTES)) {
    for (const { persona, has, name } of perPersona(holders, path)) {
      it(name, () => expect(shellFor(personaContext(persona)).paths.includes(path)).toBe(has));
    }
  }

  // The services of the service screens: the group (every site's services) and Bergström on Kontorshuset Sicklaön;
  // the viewing personas' other properties have none of them.
  const WITH_SICKLA: PersonaKey[] = [...VIEWING, 'foretag på Sicklaön'];
  const SERVICE_ROUTES: Record<string, readonly PersonaKey[]> = {
    '/fjarrkyla': ['koncern', 'foretag på Sicklaön'],
    '/tappvarmvatten': ['koncern'],
    '/undermatning-el': ['koncern', 'foretag på Sicklaön'],
    '/undermatning-fjarrvarme': ['koncern', 'foretag på Sicklaön'],
    // Bergström's water sub-meters are on Fastighet 2, which neither of its contexts here views.
    '/undermatning-vatten': ['koncern'],
  };
  for (const [path, holders] of Object.entries(SERVICE_ROUTES)) {
    for (const persona of WITH_SICKLA) {
      const has = holders.includes(persona);
      it(`${persona} ${has ? 'has' : 'lacks'} ${path}`, () => expect(shellFor(personaContext(persona)).paths.includes(path)).toBe(has));
    }
  }

  it('sends /account to Kontaktuppgifter', () => {
    const account = flattenRoutes(shellFor(personaContext('privat')).routes).find((route) => route.path === '/account');
    expect(account?.redirect).toBe('/kontaktuppgifter');
  });

  it('sends /el/jamfora-elnatsavgift to Effekttopp elnät, where the comparison is', () => {
    const comparison = flattenRoutes(shellFor(personaContext('privat')).routes).find((route) => route.path === '/el/jamfora-elnatsavgift');
    expect(comparison?.redirect).toBe('/el/effekttopp-elnat');
  });

  it('sends /el to Elförbrukning', () => {
    const el = flattenRoutes(shellFor(personaContext('privat')).routes).find((route) => route.path === '/el');
    expect(el?.redirect).toBe('/el/elforbrukning');
  });

  it('has no route for a service the property lacks', () => {
    const privat = personaContext('privat');
    const withoutElectricity = { ...privat, property: { ...privat.property, infraServices: [] } };
    expect(shellFor(withoutElectricity).paths.filter((path) => path.startsWith('/el'))).toEqual([]);
  });

  it('titles the meter readings "Lämna mätarställning" where the water is read manually (spec §2.6)', () => {
    const title = (persona: PersonaKey) =>
      flattenRoutes(shellFor(personaContext(persona)).routes).find((route) => route.path === '/vatten-avlopp/avlasning')?.title;
    expect(title('privat')).toBe('Lämna mätarställning');
    expect(title('koncern')).toBe('Mätarställningar');
  });

  it('puts Fullmakter in El’s group of the sidebar, as a child of /el (spec §2.6), with El as overline', () => {
    const { routes } = shellFor(personaContext('privat'));
    const services = sidebarSections(routes).find((section) => section.id === 'services');
    expect(services?.entries.map((entry) => entry.title)).not.toContain('Fullmakter');
    const el = services?.entries.find((entry) => entry.path === '/el');
    expect(el?.children.map((child) => child.path)).toContain('/el/fullmakter');
    expect(flattenRoutes(routes).find((route) => route.path === '/el/fullmakter')?.header).toEqual({ overline: 'El' });
  });

  it('gives a child page its parent as overline', () => {
    const consumption = flattenRoutes(shellFor(personaContext('privat')).routes).find((route) => route.path === '/el/elforbrukning');
    expect(consumption?.header).toEqual({ overline: 'El' });
  });
});

describe('the profile menu per demo persona (spec §2.6)', () => {
  const ENTRIES: Record<string, readonly PersonaKey[]> = {
    Kontaktuppgifter: VIEWING,
    'Avisering vid avbrott': VIEWING,
    // Linked users and staff read the customer's cases too (the screen and the API keep them from writing).
    Ärenden: VIEWING,
    'Lägg till nytt företag': ['foretag', 'koncern'],
    'Växla konto': ['flera-konton', 'foretag', 'koncern', 'lankad', 'lankad som Anna'],
    'Logga ut': VIEWING,
  };

  for (const [label, holders] of Object.entries(ENTRIES)) {
    for (const { persona, has, name } of perPersona(holders, `"${label}" in the profile menu`)) {
      it(name, () => expect(shellFor(personaContext(persona)).profile.includes(label)).toBe(has));
    }
  }

  it('offers a shell page’s entry only once the page exists', () => {
    const withoutPage = ROUTE_DEFINITIONS.filter((route) => route.path !== '/avisering-vid-avbrott');
    expect(shellFor(personaContext('foretag'), withoutPage).profile).not.toContain('Avisering vid avbrott');
    expect(shellFor(personaContext('foretag')).profile).toContain('Avisering vid avbrott');
  });
});

describe('the visibility rules per demo persona (spec §2.6, §6)', () => {
  const HOLDERS: Record<Rule, readonly PersonaKey[]> = {
    electricityProduction: ['privat', 'lankad som Anna', 'kundservice som Anna'],
    highVoltage: [],
    // Every persona's property has an electricity point that is not high voltage, on the power tariff.
    peakPower: VIEWING,
    // Ditt elpris wherever the account's facility has electricity (decision 0072): fixed prices too; not Bergström's Björknäs
    // account, which has no facility of its own.
    spotPrices: VIEWING.filter((persona) => persona !== 'foretag'),
    districtHeatingDetails: ['foretag', 'koncern'],
    // The villas' water is read by the customer; the group's properties are read automatically.
    manualWaterReading: ['privat', 'flera-konton', 'lankad som Anna', 'kundservice som Anna'],
    electricitySubMetering: ['koncern'],
    districtHeatingSubMetering: ['koncern'],
    waterSubMetering: ['koncern'],
    notLinked: ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad', 'kundservice som Anna'],
    specialTimeSeries: ['koncern'],
    users: ['foretag', 'koncern'],
    // Every demo customer has a facility; linked users and staff read the page (decision 0018).
    outageNotification: VIEWING,
    contactDetails: VIEWING,
    addCompany: ['foretag', 'koncern'],
    switchAccount: ['flera-konton', 'foretag', 'koncern', 'lankad', 'lankad som Anna'],
    panelInvitation: ['privat', 'flera-konton', 'foretag', 'koncern', 'lankad'],
    nonProduction: VIEWING,
  };

  for (const [rule, holders] of Object.entries(HOLDERS) as [Rule, readonly PersonaKey[]][]) {
    for (const { persona, has, name } of perPersona(holders, rule, ['passes', 'fails'])) {
      it(name, () => expect(RULES[rule](personaContext(persona))).toBe(has));
    }
  }

  it('high voltage follows a base power on the property’s electricity point', () => {
    const highVoltagePoint = { meteringPointId: 'x', meterNumber: '1', service: 'EL', type: 'CONSUMPTION', attributes: { basePower: 800 } };
    const sickla = { ...personaContext('foretag'), meteringPoints: [highVoltagePoint] };
    expect(RULES.highVoltage(sickla)).toBe(true);
  });

  it('the peak pages need an electricity consumption point that is not high voltage', () => {
    const highVoltagePoint = { meteringPointId: 'x', meterNumber: '1', service: 'EL', type: 'CONSUMPTION', attributes: { basePower: 800 } };
    expect(RULES.peakPower({ ...personaContext('foretag'), meteringPoints: [highVoltagePoint] })).toBe(false);
  });

  it('Ditt elpris follows the selected account’s facilities, as the page shows them: a company’s, none on an account without one', () => {
    const fastighet1 = { ...personaContext('foretag'), customerAccountId: '5100303001' };
    expect(RULES.spotPrices(fastighet1)).toBe(true);
    expect(shellFor(fastighet1).paths).toContain('/el/spotpriser');
    expect(shellFor(personaContext('foretag')).paths).not.toContain('/el/spotpriser');
  });

  it('Ditt elpris follows the property’s electricity: Bergström’s high-voltage site, whose grid contract is all it has, too (decision 0072)', () => {
    expect(RULES.spotPrices(personaContext('foretag på Sicklaön'))).toBe(true);
    expect(shellFor(personaContext('foretag på Sicklaön')).paths).toContain('/el/spotpriser');
  });

  it('contact details need staff, a link or an account', () => {
    const noAccount = { ...personaContext('privat'), customerAccountId: null };
    expect(RULES.contactDetails(noAccount)).toBe(false);
    expect(RULES.contactDetails({ ...noAccount, roles: ['Admin'] })).toBe(true);
    expect(RULES.contactDetails({ ...noAccount, isLinked: true })).toBe(true);
  });

  it('outage notification needs a facility to be notified about', () => {
    const privat = personaContext('privat');
    expect(RULES.outageNotification({ ...privat, customer: { ...privat.customer, utilities: [] } })).toBe(false);
  });

  it('the group pages are hidden for a linked user of a group, as reports are', () => {
    expect(RULES.specialTimeSeries({ ...personaContext('koncern'), isLinked: true })).toBe(false);
  });

  it('the environment tools are gone in production', () => {
    expect(RULES.nonProduction({ ...personaContext('privat'), environment: 'production' })).toBe(false);
  });
});

function Screen() {
  return null;
}

async function screen() {
  return Screen;
}

describe('the builder, ready for the screens still to come', () => {
  // Rows of spec §2.6 as later issues will add them (docs/decisions/0006-route-visibility.md), on their own:
  // what the builder does with them does not depend on the screens that exist today.
  const future: RouteDefinition[] = [
    {
      path: '/fakturor',
      title: 'Fakturor',
      section: 'services',
      screen,
      children: [{ path: '/fakturor/andra-fakturareferens/', title: 'Ändra fakturareferens', screen, when: 'notLinked' }],
    },
    {
      path: '/fjarrvarme',
      title: 'Fjärrvärme',
      section: 'services',
      infraService: 'FJV',
      children: [{ path: '/fjarrvarme/forbrukning', title: 'Förbrukning', screen }],
    },
    { path: '/rapporter', title: 'Rapporter', section: 'tools', screen, when: 'notLinked' },
    { path: '/vatten-avlopp', title: 'Vatten och avlopp', section: 'services', infraService: 'VA', redirect: '/vatten-avlopp/vattenforbrukning' },
    { path: '/account', title: 'Kontaktuppgifter', section: 'tools', redirect: '/kontaktuppgifter', hidden: true },
    { path: '/kontaktuppgifter', title: 'Kontaktuppgifter', section: 'tools', screen, hidden: true, when: 'contactDetails' },
    { path: '/arenden', title: 'Ärenden', section: 'tools', screen },
    { path: '/el/tidigare-effekttoppar', title: 'Tidigare effekttoppar', section: 'services', infraService: 'EL', screen, hidden: true },
  ];
  const section = (ctx: RouteContext, id: string) => sidebarSections(buildRouteTable(ctx, future)).find((s) => s.id === id);

  it('sorts entries by Swedish title: Ä after R', () => {
    expect(section(personaContext('privat'), 'tools')?.entries.map((entry) => entry.title)).toEqual(['Rapporter', 'Ärenden']);
  });

  it('heads a page’s group with the page itself, its children after it', () => {
    const invoices = section(personaContext('privat'), 'services')?.entries.find((entry) => entry.path === '/fakturor');
    expect(invoices?.children.map((child) => child.title)).toEqual(['Fakturor', 'Ändra fakturareferens']);
  });

  it('leaves hidden routes out of the sidebar, but not out of the table', () => {
    const ctx = personaContext('privat');
    const titles = sidebarSections(buildRouteTable(ctx, future)).flatMap((s) => s.entries.map((entry) => entry.title));
    expect(titles).not.toContain('Tidigare effekttoppar');
    expect(shellFor(ctx, future).paths).toContain('/el/tidigare-effekttoppar');
  });

  it('groups a parent without a page of its own under its title', () => {
    expect(
      section(personaContext('privat'), 'services')
        ?.entries.find((entry) => entry.path === '/fjarrvarme')
        ?.children.map((child) => child.title),
    ).toEqual(['Förbrukning']);
  });

  it('lankad, on Anna’s pages, gets neither invoice references nor reports (spec §6)', () => {
    const { paths } = shellFor(personaContext('lankad som Anna'), future);
    expect(paths).toContain('/fakturor');
    expect(paths).not.toContain('/rapporter');
    expect(paths).not.toContain('/fakturor/andra-fakturareferens/');
  });

  it('keeps a redirect only while its target exists', () => {
    const routes = flattenRoutes(shellFor(personaContext('privat'), future).routes);
    expect(routes.find((route) => route.path === '/account')?.redirect).toBe('/kontaktuppgifter');
    expect(routes.map((route) => route.path)).not.toContain('/vatten-avlopp');
  });

  it('shows a profile entry of the shell once the route table has its page for the person', () => {
    const { profile } = shellFor(personaContext('foretag'), future);
    expect(profile).toContain('Kontaktuppgifter');
    expect(profile).toContain('Ärenden');
    // Användare is allowed for a company, but its page does not exist yet.
    expect(profile).not.toContain('Användare');
  });
});
