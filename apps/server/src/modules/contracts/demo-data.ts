import { CUSTOMER_STATUS, LEGAL_PART, UTILITY_TYPES, type UtilityTypeName } from '@mina-sidor/shared';
import { moduleRng } from '../../seed/prng.ts';
import type { DemoBase, DemoRows } from '../../seed/rows.ts';

type Product = { number: string; name: string; fuse: string | null; prices: [string, number, string][] };

function productsFor(service: string, highVoltage: boolean, isCompany: boolean): Product[] {
  if (service === 'EL' && highVoltage) {
    return [
      {
        number: 'INDUSTRI H',
        name: 'Elnät högspänning',
        fuse: null,
        prices: [
          ['Abonnerad effekt', 38.5, 'kr/kW/mån'],
          ['Överföring', 4.2, 'öre/kWh'],
        ],
      },
    ];
  }
  if (service === 'EL') {
    return [
      {
        number: 'EL SÄK EFF',
        name: 'Elnät effekttariff',
        fuse: isCompany ? '63A' : '20A',
        prices: [
          ['Fast avgift', 395, 'kr/mån'],
          ['Effektavgift', 81.25, 'kr/kW'],
          ['Överföring', 7.5, 'öre/kWh'],
        ],
      },
      {
        number: 'EL RÖRLIG',
        name: 'Elhandel rörligt pris',
        fuse: null,
        prices: [
          ['Påslag', 4.9, 'öre/kWh'],
          ['Månadsavgift', 39, 'kr/mån'],
        ],
      },
    ];
  }
  if (service === 'FJV') {
    return [
      {
        number: 'FJV BAS',
        name: 'Fjärrvärme Bas',
        fuse: null,
        prices: [
          ['Energipris vinter', 92.5, 'öre/kWh'],
          ['Effektpris', 1180, 'kr/kW/år'],
        ],
      },
    ];
  }
  return [
    {
      number: 'VA BRUK',
      name: 'Vatten och avlopp',
      fuse: null,
      prices: [
        ['Brukningsavgift', 48.9, 'kr/m³'],
        ['Fast avgift', 3450, 'kr/år'],
      ],
    },
  ];
}

/** One contract per product of each facility's service; an inactive customer's have ended. */
export function demoContracts(base: DemoBase): DemoRows {
  const rng = moduleRng('contracts');
  const contracts: NonNullable<DemoRows['contracts']> = [];
  for (const facility of base.facilities) {
    const customer = base.customers.find((c) => c.customer_id === facility.customer_id)!;
    const accountId = base.facility_accounts.find((a) => a.facility_key === facility.facility_key)!.customer_account_id;
    const points = base.metering_points.filter((p) => p.facility_key === facility.facility_key && p.type === 'CONSUMPTION');
    for (const service of base.facility_services.filter((s) => s.facility_key === facility.facility_key)) {
      const point = points.find((p) => p.service === service.name);
      for (const product of productsFor(service.name, point?.base_power != null, customer.legal_part_id === LEGAL_PART.company)) {
        const contractId = `K${rng.digits(9)}`;
        contracts.push({
          contract_id: contractId,
          reference_id: `R-${contractId.slice(1)}`,
          customer_id: customer.customer_id,
          customer_account_id: accountId,
          facility_key: facility.facility_key,
          utility_type_id: UTILITY_TYPES[service.name as UtilityTypeName] ?? 0,
          utility_type_name: service.name,
          product_number: product.number,
          product_name: product.name,
          start_date: `${2019 + rng.int(0, 5)}-${String(rng.int(1, 12)).padStart(2, '0')}-01`,
          end_date: customer.status_id === CUSTOMER_STATUS.inactive ? '2025-12-31' : null,
          metering_point_id: point?.metering_point_id ?? null,
          fuse_size: product.fuse,
          binding_period_end: product.number === 'EL RÖRLIG' ? null : `${2026 + rng.int(0, 2)}-12-31`,
          notice_period_months: product.number === 'EL RÖRLIG' ? 1 : 3,
          price_components: JSON.stringify(product.prices.map(([name, price, unit]) => ({ name, price, unit }))),
        });
      }
    }
  }
  return { contracts };
}
