import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CUSTOMER_IDS } from './personas.ts';
import type { Rng } from './prng.ts';

export type Rows<T extends keyof Database> = Insertable<Database[T]>[];

export type CustomerData = {
  parent_organizations: Rows<'parent_organizations'>;
  contracts: Rows<'contracts'>;
  messages: Rows<'messages'>;
  powers_of_attorney: Rows<'powers_of_attorney'>;
  panel_participation: Rows<'panel_participation'>;
  reports: Rows<'reports'>;
};

/** The customer structure the rest is built on. */
export type BaseData = {
  customers: Rows<'customers'>;
  customer_accounts: Rows<'customer_accounts'>;
  facilities: Rows<'facilities'>;
  facility_accounts: Rows<'facility_accounts'>;
  facility_services: Rows<'facility_services'>;
  metering_points: Rows<'metering_points'>;
};

const UTILITY_IDS: Record<string, number> = { EL: 1, ELEXT: 2, FJV: 3, VA: 7 };

function productsFor(service: string, highVoltage: boolean, isCompany: boolean) {
  if (service === 'EL' && highVoltage) {
    return [{ number: 'INDUSTRI H', name: 'Elnät högspänning', fuse: null, prices: [['Abonnerad effekt', 38.5, 'kr/kW/mån'], ['Överföring', 4.2, 'öre/kWh']] }];
  }
  if (service === 'EL') {
    return [
      { number: 'EL SÄK EFF', name: 'Elnät effekttariff', fuse: isCompany ? '63A' : '20A', prices: [['Fast avgift', 395, 'kr/mån'], ['Effektavgift', 81.25, 'kr/kW'], ['Överföring', 7.5, 'öre/kWh']] },
      { number: 'EL RÖRLIG', name: 'Elhandel rörligt pris', fuse: null, prices: [['Påslag', 4.9, 'öre/kWh'], ['Månadsavgift', 39, 'kr/mån']] },
    ];
  }
  if (service === 'FJV') {
    return [{ number: 'FJV BAS', name: 'Fjärrvärme Bas', fuse: null, prices: [['Energipris vinter', 92.5, 'öre/kWh'], ['Effektpris', 1180, 'kr/kW/år']] }];
  }
  return [{ number: 'VA BRUK', name: 'Vatten och avlopp', fuse: null, prices: [['Brukningsavgift', 48.9, 'kr/m³'], ['Fast avgift', 3450, 'kr/år']] }];
}

const MESSAGE_TEMPLATES = [
  { subject: 'Din faktura för oktober är klar', category: 'Faktura', body: 'Din faktura för oktober finns nu under Fakturor. Förfallodagen är den 30 november.' },
  { subject: 'Planerat avbrott i fjärrvärmen', category: 'Driftinformation', body: 'Vi byter en ventil i ditt område. Fjärrvärmen kan vara avstängd kl. 09.00–13.00.' },
  { subject: 'Välkommen till Mina sidor', category: 'Information', body: 'Här ser du din förbrukning, dina fakturor och dina avtal.' },
  { subject: 'Gammalt meddelande', category: 'Information', body: 'Det här meddelandet är arkiverat.' },
];
const MESSAGE_STATUS = [1, 1, 2, 5];

/** Contracts, messages, powers of attorney, panel status and reports for the demo customers. */
export function buildCustomerData(base: BaseData, rng: Rng): CustomerData {
  const out: CustomerData = { parent_organizations: [], contracts: [], messages: [], powers_of_attorney: [], panel_participation: [], reports: [] };

  out.parent_organizations.push({
    customer_id: CUSTOMER_IDS.koncern,
    organization_id: 'ORG-5590001235',
    name: 'Nordhamn Holding AB',
    organization_number: '5590001235',
    parent_customer_id: null,
  });

  for (const facility of base.facilities) {
    const customer = base.customers.find((c) => c.customer_id === facility.customer_id)!;
    const accountId = base.facility_accounts.find((a) => a.facility_key === facility.facility_key)!.customer_account_id;
    const points = base.metering_points.filter((p) => p.facility_key === facility.facility_key && p.type === 'CONSUMPTION');
    for (const service of base.facility_services.filter((s) => s.facility_key === facility.facility_key)) {
      const point = points.find((p) => p.service === service.name);
      const highVoltage = point?.base_power != null;
      for (const product of productsFor(service.name, highVoltage, customer.legal_part_id === 2)) {
        const contractId = `K${rng.digits(9)}`;
        const startYear = 2019 + rng.int(0, 5);
        out.contracts.push({
          contract_id: contractId,
          reference_id: `R-${contractId.slice(1)}`,
          customer_id: customer.customer_id,
          customer_account_id: accountId,
          facility_key: facility.facility_key,
          utility_type_id: UTILITY_IDS[service.name] ?? 0,
          utility_type_name: service.name,
          product_number: product.number,
          product_name: product.name,
          start_date: `${startYear}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
          end_date: customer.status_id === 2 ? '2025-12-31' : null,
          metering_point_id: point?.metering_point_id ?? null,
          fuse_size: product.fuse,
          binding_period_end: product.number === 'EL RÖRLIG' ? null : `${2026 + rng.int(0, 2)}-12-31`,
          notice_period_months: product.number === 'EL RÖRLIG' ? 1 : 3,
          price_components: JSON.stringify(product.prices.map(([name, price, unit]) => ({ name, price, unit }))),
        });
      }
    }
  }

  for (const customer of base.customers) {
    MESSAGE_TEMPLATES.forEach((template, index) => {
      out.messages.push({
        message_id: `M${customer.customer_number}${index + 1}`,
        customer_id: customer.customer_id,
        ...template,
        status_key: MESSAGE_STATUS[index] ?? 1,
        created_at: new Date(Date.UTC(2026, 10 - index, 3 + index * 5, 8, 30)).toISOString(),
      });
    });
    out.panel_participation.push({
      customer_number: customer.customer_number as string,
      status: customer.customer_id === CUSTOMER_IDS.lankad ? 'Excluded' : 'NotParticipating',
      email: null,
      phone_number: null,
      display_name: null,
    });
  }

  const privatPoint = base.metering_points.find(
    (p) => p.service === 'EL' && p.type === 'CONSUMPTION' && base.facilities.some((f) => f.facility_key === p.facility_key && f.customer_id === CUSTOMER_IDS.privat),
  )!;
  const poas: [string, 'Aktiv' | 'Inaktiv' | 'Ny' | 'Väntande', string, string | null][] = [
    ['Tibber AB', 'Aktiv', '2025-03-01T00:00:00Z', null],
    ['Greenely AB', 'Inaktiv', '2023-05-01T00:00:00Z', '2024-04-30T22:00:00Z'],
    ['Ellevio Energitjänster AB', 'Ny', '1900-01-01T00:00:00Z', null],
    ['Solkollen AB', 'Väntande', '1900-01-01T00:00:00Z', null],
  ];
  poas.forEach(([requester, status, start, end], index) => {
    out.powers_of_attorney.push({
      permission_id: `P-${5000101}-${index + 1}`,
      customer_id: CUSTOMER_IDS.privat,
      status_mp: status,
      requester,
      metering_point_id: privatPoint.metering_point_id,
      received_start: `2026-0${index + 1}-15T09:00:00Z`,
      response_start: status === 'Ny' || status === 'Väntande' ? '1900-01-01T00:00:00Z' : `2026-0${index + 1}-16T10:00:00Z`,
      report_start: start,
      report_end: end,
    });
  });

  for (const key of ['privat', 'foretag', 'koncern'] as const) {
    const customer = base.customers.find((c) => c.customer_id === CUSTOMER_IDS[key])!;
    const rows = base.facilities
      .filter((f) => f.customer_id === customer.customer_id)
      .map((f) => `${f.display_name};${f.address};${(rng.int(4000, 40000) / 1).toLocaleString('sv-SE')}`);
    out.reports.push({
      report_id: `RAP-${customer.customer_number}-2025`,
      customer_id: customer.customer_id,
      name: 'Årsrapport förbrukning 2025',
      file_name: `Årsrapport förbrukning 2025 – ${customer.name}.csv`,
      content_type: 'text/csv; charset=utf-8',
      content: `\uFEFFAnläggning;Adress;Förbrukning 2025 (kWh)\n${rows.join('\n')}\n`,
      created_at: '2026-01-10T07:00:00Z',
    });
  }
  return out;
}
