import { CUSTOMER_STATUS, LEGAL_PART, type UtilityTypeName } from '@mina-sidor/shared';
import { ELECTRICITY_TRADING_PRODUCT_NUMBERS, FUSE_SIZES } from '@mina-sidor/shared/contract';
import type { Db } from '../../db/connection.ts';
import type { ContractRecord } from '../../modules/integration-inbound/index.ts';
import { moduleRng, type Rng } from '../prng.ts';
import type { DemoBase } from '../rows.ts';
import { sendBatch } from '../send.ts';

/** `termYears`: a fixed-price contract that runs out (and is bound) after that many years; without it, open-ended. */
type Product = { number: string; name: string; fuse: string | null; termYears?: number; prices: [string, number, string][] };

/** A company's main fuse is one of the larger allowed sizes (spec §5). */
const COMPANY_FUSES = FUSE_SIZES.filter((size) => Number.parseInt(size, 10) >= 35);

function productsFor(rng: Rng, service: string, highVoltage: boolean, isCompany: boolean): Product[] {
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
        fuse: isCompany ? rng.pick(COMPANY_FUSES) : '20A',
        prices: [
          ['Fast avgift', 395, 'kr/mån'],
          ['Effektavgift', 81.25, 'kr/kW'],
          ['Överföring', 7.5, 'öre/kWh'],
        ],
      },
      isCompany
        ? {
            number: 'EL RÖRLIG',
            name: 'Elhandel rörligt pris',
            fuse: null,
            prices: [
              ['Påslag', 4.9, 'öre/kWh'],
              ['Månadsavgift', 39, 'kr/mån'],
            ],
          }
        : {
            number: 'EL FAST 3',
            name: 'Elhandel fast pris 3 år',
            fuse: null,
            termYears: 3,
            prices: [
              ['Elpris', 89.5, 'öre/kWh'],
              ['Månadsavgift', 49, 'kr/mån'],
            ],
          },
    ];
  }
  if (service === 'FJK') {
    return [
      {
        number: 'FJK BAS',
        name: 'Fjärrkyla Bas',
        fuse: null,
        prices: [
          ['Energipris', 41.5, 'öre/kWh'],
          ['Effektpris', 890, 'kr/kW/år'],
        ],
      },
    ];
  }
  if (service === 'TVV') {
    // Tap hot water metered per flat and billed by volume (individuell mätning och debitering).
    return [{ number: 'TVV IMD', name: 'Tappvarmvatten', fuse: null, prices: [['Tappvarmvatten', 92.0, 'kr/m³']] }];
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

const isTrading = (product: Product) => (ELECTRICITY_TRADING_PRODUCT_NUMBERS as readonly string[]).includes(product.number);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One contract per product of each facility's service, as the customer system sends them (the contracts kind); an
 * inactive customer's have ended. A fixed-price contract started within the last two years, so it still runs and is
 * worth renewing.
 */
export function demoContracts(base: DemoBase): ContractRecord[] {
  const rng = moduleRng('contracts');
  const contracts: ContractRecord[] = [];
  for (const facility of base.facilities) {
    const customer = base.customers.find((c) => c.customer_id === facility.customer_id)!;
    const accountId = base.facility_accounts.find((a) => a.facility_key === facility.facility_key)!.customer_account_id;
    const points = base.metering_points.filter((p) => p.facility_key === facility.facility_key && p.type === 'CONSUMPTION');
    for (const service of base.facility_services.filter((s) => s.facility_key === facility.facility_key)) {
      const point = points.find((p) => p.service === service.name);
      for (const product of productsFor(rng, service.name, point?.base_power != null, customer.legal_part_id === LEGAL_PART.company)) {
        const contractId = `K${rng.digits(9)}`;
        const start = new Date(Date.UTC(product.termYears ? 2024 + rng.int(0, 1) : 2019 + rng.int(0, 5), rng.int(0, 11), 1));
        // The day before the term's anniversary: day 0 of a month is the last day of the one before.
        const termEnd = product.termYears ? isoDay(new Date(Date.UTC(start.getUTCFullYear() + product.termYears, start.getUTCMonth(), 0))) : null;
        contracts.push({
          contractId,
          referenceId: `R-${contractId.slice(1)}`,
          customerId: customer.customer_id,
          customerAccountId: accountId,
          facilityKey: facility.facility_key,
          utilityType: service.name as UtilityTypeName,
          productNumber: product.number,
          productName: product.name,
          startDate: isoDay(start),
          endDate: customer.status_id === CUSTOMER_STATUS.inactive ? '2025-12-31' : termEnd,
          meteringPointId: point?.metering_point_id ?? null,
          fuseSize: product.fuse,
          // Grid, water and variable-price contracts bind no one; district heating is agreed for years.
          bindingPeriodEnd: termEnd ?? (service.name === 'FJV' ? `${2026 + rng.int(0, 2)}-12-31` : null),
          noticePeriodMonths: isTrading(product) ? 1 : 3,
          priceComponents: product.prices.map(([name, price, unit]) => ({ name, price, unit })),
        });
      }
    }
  }
  return contracts;
}

/** The demo's contracts, sent once into an empty database as the customer system sends them (POST /v1/integration/contracts). */
export async function sendDemoContracts(db: Db, base: DemoBase): Promise<void> {
  await sendBatch(db, 'contracts', demoContracts(base));
}
