import {
  CUSTOMER_STATUS,
  CUSTOMER_TYPE_ID,
  EMPTY_GUID,
  LEGAL_PART,
  MANUAL_READING,
  UTILITY_TYPES,
  type CustomerTypeName,
  type UtilityTypeName,
} from '@mina-sidor/shared';
import { CUSTOMER_IDS, PERSONAS, type CustomerKey } from '../personas.ts';
import { createRng, DEMO_SEED, moduleRng, type Rng } from '../prng.ts';
import type { DemoBase } from '../rows.ts';

type Service = UtilityTypeName;

type FacilitySpec = {
  name: string;
  address: string;
  postalCode: string;
  city: string;
  services: { name: Service; manual?: boolean }[];
  production?: boolean;
  highVoltageKw?: number;
};

type CustomerSpec = {
  key: CustomerKey;
  number: string;
  name: string;
  identificationNumber: string;
  email: string | null;
  phone: string;
  type: { id: number; name: CustomerTypeName };
  legalPart: number;
  status: number;
  group?: boolean;
  accounts: { name: string; status: number }[];
  facilities: FacilitySpec[];
};

const villa = (name: string, address: string): FacilitySpec => ({
  name,
  address,
  postalCode: '131 40',
  city: 'Nacka',
  services: [{ name: 'EL' }, { name: 'FJV' }, { name: 'VA', manual: true }],
  production: true,
});

const STREETS = ['Industrivägen', 'Hamngatan', 'Lagervägen', 'Verkstadsgatan', 'Kvarnvägen', 'Sågverksvägen'];
const CITIES: [string, string][] = [
  ['131 54', 'Nacka'],
  ['132 37', 'Saltsjö-Boo'],
  ['131 33', 'Nacka'],
  ['133 41', 'Saltsjöbaden'],
];

function companyFacilities(rng: Rng, count: number, prefix: string): FacilitySpec[] {
  return Array.from({ length: count }, (_, i) => {
    const [postalCode, city] = rng.pick(CITIES);
    return {
      name: `${prefix} ${i + 1}`,
      address: `${rng.pick(STREETS)} ${rng.int(1, 80)}`,
      postalCode,
      city,
      services: i % 2 === 0 ? [{ name: 'EL' }, { name: 'FJV' }] : [{ name: 'EL' }, { name: 'VA' }],
    };
  });
}

function customerSpecs(rng: Rng): CustomerSpec[] {
  const individual = { id: 1, name: 'INDIVIDUAL' } as const;
  const foretagFacilities = companyFacilities(rng, 5, 'Fastighet');
  foretagFacilities.push({
    name: 'Kontorshuset Sicklaön',
    address: 'Sickla industriväg 9',
    postalCode: '131 54',
    city: 'Nacka',
    services: [{ name: 'EL' }, { name: 'FJV' }],
    highVoltageKw: 800,
  });
  return [
    {
      key: 'privat',
      number: '5000101',
      name: 'Anna Andersson',
      identificationNumber: '198003129809',
      email: 'anna.andersson@example.se',
      phone: '070-123 45 67',
      type: individual,
      legalPart: LEGAL_PART.person,
      status: CUSTOMER_STATUS.active,
      accounts: [{ name: 'Anna Andersson', status: CUSTOMER_STATUS.active }],
      facilities: [villa('Villa Solbacken', 'Solbackevägen 12')],
    },
    {
      key: 'flera-konton',
      number: '5000202',
      name: 'Erik Lindqvist',
      identificationNumber: '197506049811',
      email: 'erik.lindqvist@example.se',
      phone: '070-234 56 78',
      type: individual,
      legalPart: LEGAL_PART.person,
      status: CUSTOMER_STATUS.active,
      accounts: [
        { name: 'Erik Lindqvist – Villa', status: CUSTOMER_STATUS.active },
        { name: 'Erik Lindqvist – Fritidshus', status: CUSTOMER_STATUS.active },
      ],
      facilities: [
        { ...villa('Villa Ekudden', 'Ekuddsvägen 4'), production: false },
        {
          name: 'Fritidshus Skogsö',
          address: 'Skogsövägen 31',
          postalCode: '133 33',
          city: 'Saltsjöbaden',
          services: [{ name: 'EL' }],
        },
      ],
    },
    {
      key: 'foretag',
      number: '5100303',
      name: 'Bergström Fastigheter AB',
      identificationNumber: '5561234567',
      email: 'ekonomi@bergstromfastigheter.example.se',
      phone: '08-555 010 20',
      type: { id: CUSTOMER_TYPE_ID.company, name: 'ORGANIZATION' },
      legalPart: LEGAL_PART.company,
      status: CUSTOMER_STATUS.active,
      accounts: Array.from({ length: 12 }, (_, i) => ({
        name: `Bergström Fastigheter AB – ${['Huvudkontor', 'Sickla', 'Finntorp', 'Ektorp', 'Orminge', 'Fisksätra', 'Älta', 'Björknäs', 'Henriksdal', 'Storängen', 'Duvnäs', 'Lännersta'][i]}`,
        status: i === 6 ? CUSTOMER_STATUS.inactive : CUSTOMER_STATUS.active,
      })),
      facilities: foretagFacilities,
    },
    {
      key: 'koncern',
      number: '5200404',
      name: 'Nordhamn Koncern AB',
      identificationNumber: '5569876542',
      email: 'energi@nordhamn.example.se',
      phone: '08-555 020 30',
      type: { id: CUSTOMER_TYPE_ID.companyType, name: 'ORGANIZATION' },
      legalPart: LEGAL_PART.company,
      status: CUSTOMER_STATUS.active,
      group: true,
      accounts: [
        { name: 'Nordhamn Koncern AB', status: CUSTOMER_STATUS.active },
        { name: 'Nordhamn Logistik AB', status: CUSTOMER_STATUS.active },
        { name: 'Nordhamn Fastigheter AB', status: CUSTOMER_STATUS.active },
      ],
      facilities: companyFacilities(rng, 4, 'Anläggning'),
    },
    {
      key: 'lankad',
      number: '5000505',
      name: 'Lars Nilsson',
      identificationNumber: '199108309841',
      email: 'lars.nilsson@example.se',
      phone: '073-345 67 89',
      type: individual,
      legalPart: LEGAL_PART.person,
      status: CUSTOMER_STATUS.active,
      accounts: [{ name: 'Lars Nilsson', status: CUSTOMER_STATUS.active }],
      facilities: [
        {
          name: 'Lägenhet 1102',
          address: 'Vikdalsgränd 3',
          postalCode: '131 38',
          city: 'Nacka',
          services: [{ name: 'EL' }],
        },
      ],
    },
    {
      key: 'inaktiv',
      number: '5000606',
      name: 'Karin Ek',
      identificationNumber: '194709259859',
      email: null,
      phone: '08-716 00 00',
      type: individual,
      legalPart: LEGAL_PART.person,
      status: CUSTOMER_STATUS.inactive,
      accounts: [{ name: 'Karin Ek', status: CUSTOMER_STATUS.inactive }],
      facilities: [
        {
          name: 'Radhus Järla',
          address: 'Järlavägen 20',
          postalCode: '131 41',
          city: 'Nacka',
          services: [{ name: 'EL' }],
        },
      ],
    },
  ];
}

function meteringPointId(rng: Rng, service: Service): string {
  // Swedish electricity metering point ids are 18 digits starting with 735999.
  return service === 'EL' ? `735999${rng.digits(12)}` : `${service}-${rng.digits(8)}`;
}

/** A service of the facility and its main meter. */
function pushService(data: DemoBase, rng: Rng, facilityKey: string, service: FacilitySpec['services'][number], highVoltageKw?: number): void {
  data.facility_services.push({
    facility_key: facilityKey,
    service_id: UTILITY_TYPES[service.name],
    name: service.name,
    reading_type: service.manual ? MANUAL_READING : 'AUTOMATIC',
  });
  data.metering_points.push({
    metering_point_id: meteringPointId(rng, service.name),
    facility_key: facilityKey,
    service: service.name,
    type: 'CONSUMPTION',
    meter_number: rng.digits(8),
    base_power: service.name === 'EL' && highVoltageKw ? highVoltageKw : null,
  });
}

/** A sub-meter (undermätning): a part of a main meter's use, such as a floor, a tenant or a laundry room. */
type SubMeter = { service: Extract<Service, 'EL' | 'FJV' | 'VA'>; name: string };

/** The service screens' additions to a facility: services it now has and its sub-meters. */
type Extension = { services?: Service[]; subMeters: SubMeter[] };

/** The group's further sites (about six in all, over its three organisations), each with its services and sub-meters. */
const NEW_GROUP_SITES: (FacilitySpec & { subMeters: SubMeter[] })[] = [
  {
    name: 'Logistikcentret Kvarnholmen',
    address: 'Kvarnholmsvägen 40',
    postalCode: '131 31',
    city: 'Nacka',
    services: [{ name: 'EL' }, { name: 'FJK' }, { name: 'VA' }],
    subMeters: [
      { service: 'EL', name: 'Undermätare kyllager' },
      { service: 'EL', name: 'Undermätare laddplatser' },
      { service: 'VA', name: 'Undermätare fordonstvätt' },
    ],
  },
  {
    name: 'Bostadshuset Henriksdal',
    address: 'Henriksdalsringen 12',
    postalCode: '131 32',
    city: 'Nacka',
    services: [{ name: 'EL' }, { name: 'FJV' }, { name: 'VA' }, { name: 'TVV' }],
    subMeters: [
      { service: 'FJV', name: 'Undermätare trapphus A' },
      { service: 'FJV', name: 'Undermätare trapphus B' },
      { service: 'VA', name: 'Undermätare tvättstuga' },
    ],
  },
];

/** Services and sub-meters added to facilities that were there before, by facility key. */
const EXTENSIONS: Record<string, Extension> = {
  // Bergström's Fastighet 2 (EL, VA).
  '5100303-F02': {
    subMeters: [
      { service: 'VA', name: 'Undermätare tvättstuga' },
      { service: 'VA', name: 'Undermätare lokal bottenplan' },
    ],
  },
  // Kontorshuset Sicklaön: cooled offices with tenants on each floor.
  '5100303-F06': {
    services: ['FJK'],
    subMeters: [
      { service: 'EL', name: 'Undermätare plan 2' },
      { service: 'EL', name: 'Undermätare restaurang' },
      { service: 'FJV', name: 'Undermätare plan 2' },
      { service: 'FJV', name: 'Undermätare restaurang' },
    ],
  },
  // Nordhamn's Anläggning 1 (EL, FJV).
  '5200404-F01': {
    subMeters: [
      { service: 'EL', name: 'Undermätare verkstad' },
      { service: 'FJV', name: 'Undermätare kontorsdel' },
    ],
  },
};

function pushSubMeters(data: DemoBase, rng: Rng, facilityKey: string, subMeters: SubMeter[]): void {
  for (const subMeter of subMeters) {
    data.metering_points.push({
      // Sub-meters are the property owner's own meters, not the grid's: an id of their own kind.
      metering_point_id: `UM-${subMeter.service}-${rng.digits(8)}`,
      facility_key: facilityKey,
      service: subMeter.service,
      type: 'SUBMETER',
      meter_number: rng.digits(8),
      base_power: null,
      name: subMeter.name,
    });
  }
}

/**
 * District cooling, tap hot water, the group's further sites and the sub-meters, added
 * to the structure from a generator of their own: the points, logins and group id drawn before keep
 * the ids other modules' data and tests refer to.
 */
function addServicesAndSubMeters(data: DemoBase): void {
  const rng = moduleRng('customers-issue-13');
  const group = CUSTOMER_IDS.koncern;
  const accounts = data.customer_accounts.filter((a) => a.customer_id === group).map((a) => a.customer_account_id);
  const existing = data.facilities.filter((f) => f.customer_id === group).length;
  NEW_GROUP_SITES.forEach((site, offset) => {
    const index = existing + offset;
    const facilityKey = `${data.customers.find((c) => c.customer_id === group)!.customer_number}-F${String(index + 1).padStart(2, '0')}`;
    data.facilities.push({
      facility_key: facilityKey,
      customer_id: group,
      display_name: site.name,
      address: site.address,
      postal_code: site.postalCode,
      city: site.city,
      sort_order: index,
    });
    // Spread over the organisations the way the first sites are.
    data.facility_accounts.push({ facility_key: facilityKey, customer_account_id: accounts[index % accounts.length]! });
    for (const service of site.services) pushService(data, rng, facilityKey, service);
    pushSubMeters(data, rng, facilityKey, site.subMeters);
  });
  for (const [facilityKey, extension] of Object.entries(EXTENSIONS)) {
    for (const name of extension.services ?? []) pushService(data, rng, facilityKey, { name });
    pushSubMeters(data, rng, facilityKey, extension.subMeters);
  }
}

/**
 * The customer structure, its logins and organisation data, from one seed. Pure: the same rows every time. The demo's
 * model, in the tables' terms, because every part of the demo world is built on it; what the provider's systems own of
 * it reaches the portal as their batches (customer-system.ts, group-report.ts).
 */
export function buildDemoBase(): DemoBase {
  const rng = createRng(DEMO_SEED);
  const data: DemoBase = {
    customers: [],
    customer_accounts: [],
    facilities: [],
    facility_accounts: [],
    facility_services: [],
    metering_points: [],
    users: [],
    linked_customers: [],
    special_time_series: [],
    parent_organizations: [
      {
        customer_id: CUSTOMER_IDS.koncern,
        organization_id: 'ORG-5590001235',
        name: 'Nordhamn Holding AB',
        organization_number: '5590001235',
        parent_customer_id: null,
      },
    ],
  };

  for (const spec of customerSpecs(rng)) {
    const customerId = CUSTOMER_IDS[spec.key];
    data.customers.push({
      customer_id: customerId,
      customer_number: spec.number,
      name: spec.name,
      display_name: spec.name,
      identification_number: spec.identificationNumber,
      email: spec.email,
      customer_type_id: spec.type.id,
      customer_type_name: spec.type.name,
      legal_part_id: spec.legalPart,
      status_id: spec.status,
      group_id: spec.group ? rng.uuid() : EMPTY_GUID,
      flex_account: spec.legalPart === LEGAL_PART.company,
      direct_debit: spec.legalPart === LEGAL_PART.person,
      use_new_landing_page: false,
    });
    const accountIds = spec.accounts.map((account, index) => {
      const customerAccountId = `${spec.number}${String(index + 1).padStart(3, '0')}`;
      data.customer_accounts.push({
        customer_account_id: customerAccountId,
        customer_id: customerId,
        customer_number: spec.number,
        status_id: account.status,
        legal_part_id: spec.legalPart,
        name: account.name,
        phone_number: spec.phone,
        source_system_id: 1,
        source_system_name: 'Kundsystem',
        sort_order: index,
      });
      return customerAccountId;
    });
    spec.facilities.forEach((facility, index) => {
      const facilityKey = `${spec.number}-F${String(index + 1).padStart(2, '0')}`;
      data.facilities.push({
        facility_key: facilityKey,
        customer_id: customerId,
        display_name: facility.name,
        address: facility.address,
        postal_code: facility.postalCode,
        city: facility.city,
        sort_order: index,
      });
      // Facilities are spread over the accounts; the first account sees the first facility.
      const accountId = accountIds[index % accountIds.length];
      if (accountId) data.facility_accounts.push({ facility_key: facilityKey, customer_account_id: accountId });
      for (const service of facility.services) pushService(data, rng, facilityKey, service, facility.highVoltageKw);
      if (facility.production) {
        data.metering_points.push({
          metering_point_id: meteringPointId(rng, 'EL'),
          facility_key: facilityKey,
          service: 'EL',
          type: 'PRODUCTION',
          meter_number: rng.digits(8),
          base_power: null,
        });
      }
    });
  }

  for (const persona of PERSONAS) {
    const userId = rng.uuid();
    data.users.push({
      user_id: userId,
      subject: userId,
      persona_key: persona.key,
      personnummer: persona.personnummer,
      display_name: persona.displayName,
      email: `${persona.key}@example.se`,
      roles: persona.roles,
      company_login: persona.companyLogin,
      organisation_number: persona.organisationNumber,
      customer_id: persona.customerKey ? CUSTOMER_IDS[persona.customerKey] : null,
    });
    if (persona.key === 'lankad') {
      data.linked_customers.push({ user_id: userId, customer_id: CUSTOMER_IDS.privat });
    }
  }

  addServicesAndSubMeters(data);

  const seriesNames = ['Total elförbrukning koncern', 'Fjärrvärme koncern', 'Fjärrkyla koncern'];
  seriesNames.forEach((name, index) => {
    data.special_time_series.push({
      time_series_id: `TS-${5200404}-${index + 1}`,
      customer_id: CUSTOMER_IDS.koncern,
      name,
      unit: index === 1 ? 'MWh' : 'kWh',
    });
  });

  return data;
}
