import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../rules.ts';
import { CONTRACT_EXAMPLE, contractsKind } from './contracts.ts';
import { CUSTOMER_EXAMPLE, customersKind, rowsOf, storedIdentificationNumber } from './customers.ts';
import { FACILITY_EXAMPLE, facilitiesKind } from './facilities.ts';
import { SPECIAL_TIME_SERIES_EXAMPLE, specialTimeSeriesKind } from '../../group-report/index.ts';
import { MESSAGE_EXAMPLE, messagesKind } from '../../messages/index.ts';
import { POWER_HUB_ORDER_EXAMPLE, powerHubOrdersKind } from '../../power-hub/index.ts';
import { POWER_OF_ATTORNEY_EXAMPLE, powersOfAttorneyKind } from '../../powers-of-attorney/index.ts';

const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../../../docs/integration.md'), 'utf8');

/** The JSON array and the NDJSON lines under a kind's `#### Heading` of docs/integration.md "Inbound". */
function documented(heading: string): unknown[] {
  const section = doc.split(`#### ${heading}\n`)[1]?.split(/\n#{2,4} /)[0] ?? '';
  const json = [...section.matchAll(/```json\n([\s\S]*?)\n```/g)].flatMap((m) => JSON.parse(m[1]!) as unknown[]);
  const ndjson = [...section.matchAll(/\n\n```\n([\s\S]*?)\n```\n/g)].flatMap((m) => m[1]!.split('\n').map((line) => JSON.parse(line) as unknown));
  return [...json, ...ndjson];
}

const reasonsOf = (kind: { record: { safeParse: (v: unknown) => { success: boolean; error?: { issues: unknown[] } } } }, value: unknown) => {
  const parsed = kind.record.safeParse(value);
  return parsed.success ? null : reasonOf(parsed.error!.issues as never);
};

describe('the documented batches', () => {
  it.each([
    ['Customers', customersKind, CUSTOMER_EXAMPLE],
    ['Facilities', facilitiesKind, FACILITY_EXAMPLE],
    ['Contracts', contractsKind, CONTRACT_EXAMPLE],
    ['Powers of attorney', powersOfAttorneyKind, POWER_OF_ATTORNEY_EXAMPLE],
    ['Messages', messagesKind, MESSAGE_EXAMPLE],
    ['Special time series', specialTimeSeriesKind, SPECIAL_TIME_SERIES_EXAMPLE],
    ['Power Hub orders', powerHubOrdersKind, POWER_HUB_ORDER_EXAMPLE],
  ] as const)('%s: every example in docs/integration.md and the OpenAPI example is a valid record', (heading, kind, example) => {
    const records = documented(heading);
    expect(records.length).toBeGreaterThanOrEqual(2);
    for (const record of [...records, example]) expect(reasonsOf(kind, record)).toBeNull();
    expect(records).toContainEqual(example);
  });
});

describe('customers', () => {
  it('stores a personnummer in twelve digits and an organisationsnummer in ten, however written', () => {
    expect(storedIdentificationNumber(1, '900114-9807')).toBe('199001149807');
    expect(storedIdentificationNumber(1, '19900114-9807')).toBe('199001149807');
    expect(storedIdentificationNumber(2, '556677-8899')).toBe('5566778899');
    expect(storedIdentificationNumber(2, '16556677-8899')).toBe('5566778899');
  });

  it('checks the identification number against the legal part, and the type against the legal part', () => {
    expect(reasonsOf(customersKind, { ...CUSTOMER_EXAMPLE, identificationNumber: '556677-8899' })).toBe(
      'identificationNumber: Personnumret är inte giltigt (ÅÅÅÅMMDD-NNNN, kontrollsiffran räknas).',
    );
    expect(reasonsOf(customersKind, { ...CUSTOMER_EXAMPLE, legalPart: { id: 2 } })).toContain(
      'legalPart.id: En kund av typen INDIVIDUAL är en person: juridisk form 1.',
    );
    expect(reasonsOf(customersKind, { ...CUSTOMER_EXAMPLE, customerAccounts: [] })).toBe('customerAccounts: En kund har minst ett kundkonto.');
    expect(reasonsOf(customersKind, { ...CUSTOMER_EXAMPLE, customerId: 'C-1' })).toBe('customerId: Kund-id ska vara 1–20 siffror.');
  });

  it('keeps the mobile number on the first account, normalised, and the other accounts’ numbers as sent', () => {
    const parsed = customersKind.record.parse({
      ...CUSTOMER_EXAMPLE,
      mobilePhone: '+46707654321',
      customerAccounts: [
        { ...CUSTOMER_EXAMPLE.customerAccounts[0], phoneNumber: '08-555 010 20' },
        { customerAccountId: '5000701002', name: 'Fritidshuset', status: { id: 2 }, phoneNumber: '0470-123 45', sourceSystem: { id: 1, name: 'Kundsystem' } },
      ],
    });
    const rows = rowsOf(parsed);
    expect(rows.customer).toMatchObject({
      identification_number: '199001149807',
      display_name: 'Greta Granberg',
      group_id: '00000000-0000-0000-0000-000000000000',
    });
    expect(rows.accounts.map((a) => [a.customer_account_id, a.phone_number, a.status_id, a.sort_order, a.customer_number])).toEqual([
      ['5000701001', '070-765 43 21', 1, 0, '5000701'],
      ['5000701002', '0470-123 45', 2, 1, '5000701'],
    ]);
  });
});

describe('a group’s parent organisation', () => {
  const company = { ...CUSTOMER_EXAMPLE, customerType: { id: 2, name: 'ORGANIZATION' }, legalPart: { id: 2 }, identificationNumber: '556677-8899' };
  const holding = { organizationId: 'ORG-5566001128', name: 'Granberg Holding AB', organizationNumber: '556600-1128', customerId: null };

  it('is stored beside the customer, its organisationsnummer in ten digits; none when null or left out', () => {
    expect(rowsOf(customersKind.record.parse({ ...company, parentOrganization: holding })).parent).toEqual({
      customer_id: '10000000701',
      organization_id: 'ORG-5566001128',
      name: 'Granberg Holding AB',
      organization_number: '5566001128',
      parent_customer_id: null,
    });
    expect(rowsOf(customersKind.record.parse({ ...company, parentOrganization: null })).parent).toBeNull();
    expect(rowsOf(customersKind.record.parse(company)).parent).toBeNull();
  });

  it('refuses a wrong organisationsnummer, a person’s parent and a customer its own parent', () => {
    expect(reasonsOf(customersKind, { ...company, parentOrganization: { ...holding, organizationNumber: '556600-1129' } })).toBe(
      'parentOrganization.organizationNumber: Moderorganisationens organisationsnummer är inte giltigt (NNNNNN-NNNN, kontrollsiffran räknas).',
    );
    expect(reasonsOf(customersKind, { ...CUSTOMER_EXAMPLE, parentOrganization: holding })).toBe(
      'parentOrganization: Bara en organisation (juridisk form 2) har en moderorganisation.',
    );
    expect(reasonsOf(customersKind, { ...company, parentOrganization: { ...holding, customerId: company.customerId } })).toBe(
      'parentOrganization.customerId: En kund kan inte vara sin egen moderorganisation.',
    );
  });
});

describe('facilities', () => {
  it('refuses a metering point of a service the facility lacks, a nameless sub-meter and base power on water', () => {
    const reason = reasonsOf(facilitiesKind, {
      ...FACILITY_EXAMPLE,
      meteringPoints: [
        { meteringPointId: 'FJV-1', service: 'FJV', type: 'CONSUMPTION', meterNumber: '1' },
        { meteringPointId: 'UM-EL-1', service: 'EL', type: 'SUBMETER', meterNumber: '2' },
        { meteringPointId: 'VA-2', service: 'VA', type: 'CONSUMPTION', meterNumber: '3', basePower: 10 },
      ],
    });
    expect(reason).toBe(
      'meteringPoints[0].service: Anläggningen har inte tjänsten FJV (services).; meteringPoints[1].name: En undermätare har ett namn.; meteringPoints[2].basePower: Baseffekt har bara en elmätpunkt.',
    );
  });

  it('refuses a lower-case metering point id, a price area outside SE1–SE4 and a postal code that is not five digits', () => {
    expect(reasonsOf(facilitiesKind, { ...FACILITY_EXAMPLE, priceArea: 'SE5', postalCode: '1314' })).toBe(
      'postalCode: Postnumret ska vara fem siffror, till exempel 131 40.; priceArea: Elområdet ska vara SE1, SE2, SE3 eller SE4.',
    );
    expect(
      reasonsOf(facilitiesKind, { ...FACILITY_EXAMPLE, meteringPoints: [{ meteringPointId: 'va-1', service: 'VA', type: 'CONSUMPTION', meterNumber: '1' }] }),
    ).toMatch(/^meteringPoints\[0\]\.meteringPointId: Mätpunkts-id ska vara 1–40 versaler/);
  });
});

describe('contracts', () => {
  it('refuses a contract id the portal cannot address, a unit it does not know and an end before the start, all at once', () => {
    expect(
      reasonsOf(contractsKind, {
        ...CONTRACT_EXAMPLE,
        contractId: '700010101',
        endDate: '2026-11-30',
        priceComponents: [{ name: 'Fast', price: 1, unit: 'kr' }],
      }),
    ).toBe(
      'contractId: Avtals-id ska vara K följt av 1–20 siffror, till exempel K100000701.; priceComponents[0].unit: Enheten ska vara kr eller öre per kWh, MWh, kW, kvarh, m³, mån, år, dygn eller st, till exempel öre/kWh eller kr/kW/år.; endDate: Slutdatum kan inte vara före startdatum.',
    );
    expect(reasonsOf(contractsKind, { ...CONTRACT_EXAMPLE, endDate: '2026-11-30' })).toBe('endDate: Slutdatum kan inte vara före startdatum.');
  });
});

describe('powers of attorney', () => {
  it('takes a request as waiting (Ny), its times in UTC to the millisecond, however the source writes them', () => {
    expect(
      powersOfAttorneyKind.record.parse({ ...POWER_OF_ATTORNEY_EXAMPLE, statusMP: undefined, receivedStartDateTime: '2026-11-18T10:00:00.123456+01:00' }),
    ).toMatchObject({
      statusMP: 'Ny',
      receivedStartDateTime: '2026-11-18T09:00:00.123Z',
      withdrawnDateTime: null,
    });
  });

  it('refuses an answer sent as the status, a time without its offset and a withdrawal before the request', () => {
    expect(reasonsOf(powersOfAttorneyKind, { ...POWER_OF_ATTORNEY_EXAMPLE, statusMP: 'Aktiv', receivedStartDateTime: '2026-11-18T10:00:00' })).toBe(
      'receivedStartDateTime: Tiden begäran kom in ska vara en tid i ISO 8601 med tidszon, till exempel 2026-11-18T09:00:00+01:00.; statusMP: statusMP ska vara Ny eller Väntande: kunden svarar på begäran i portalen.',
    );
    expect(reasonsOf(powersOfAttorneyKind, { ...POWER_OF_ATTORNEY_EXAMPLE, withdrawnDateTime: '2026-11-18T09:59:00+01:00' })).toBe(
      'withdrawnDateTime: En begäran kan inte återkallas innan den kom in.',
    );
    expect(reasonsOf(powersOfAttorneyKind, { ...POWER_OF_ATTORNEY_EXAMPLE, requester: ' ' })).toBe('requester: Ange vem som begär fullmakten (requester).');
  });
});

describe('messages', () => {
  it('keeps a message’s line breaks, and takes it as not archived when nothing is said', () => {
    const { archived: _archived, ...sent } = MESSAGE_EXAMPLE;
    expect(messagesKind.record.parse({ ...sent, body: 'Rad ett.\nRad två.' })).toMatchObject({ body: 'Rad ett.\nRad två.', archived: false });
  });

  it('refuses a message without text, a read state from the source and an id the portal cannot address', () => {
    expect(reasonsOf(messagesKind, { ...MESSAGE_EXAMPLE, messageId: 'MS 1', body: '  ', status: { key: 2 } })).toMatch(
      /^messageId: Meddelandets id ska vara 1–64 bokstäver \(a–z\), siffror och bindestreck\.; body: Meddelandet saknar text\.; .*status/,
    );
  });
});

describe('special time series', () => {
  it('refuses a unit meter values cannot be summed in, no points, and a point sent twice', () => {
    expect(reasonsOf(specialTimeSeriesKind, { ...SPECIAL_TIME_SERIES_EXAMPLE, unit: 'kvarh' })).toBe(
      'unit: Enheten ska vara kWh, MWh eller m³: de enheter mätvärdena kan summeras i.',
    );
    expect(reasonsOf(specialTimeSeriesKind, { ...SPECIAL_TIME_SERIES_EXAMPLE, meteringPoints: [] })).toBe(
      'meteringPoints: En tidsserie summerar minst en mätpunkt.',
    );
    expect(reasonsOf(specialTimeSeriesKind, { ...SPECIAL_TIME_SERIES_EXAMPLE, meteringPoints: ['EL-1', 'EL-2', 'EL-1'] })).toBe(
      'meteringPoints[2]: Mätpunkten EL-1 står flera gånger.',
    );
  });
});
