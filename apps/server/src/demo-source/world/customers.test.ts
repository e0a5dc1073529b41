import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';
import { CUSTOMER_STATUS, CUSTOMER_TYPE_ID, EMPTY_GUID, LEGAL_PART, UTILITY_TYPES } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_IDS, PERSONAS } from '../personas.ts';
import { buildDemoRows } from '../load.ts';
import { buildDemoBase } from './customers.ts';

describe('the demo data set', () => {
  it('is the same on every run', () => {
    expect(buildDemoRows()).toEqual(buildDemoRows());
  });

  it('uses valid test personnummer (birth numbers 980–999) and valid organisationsnummer', () => {
    for (const persona of PERSONAS) {
      expect(Personnummer.valid(persona.personnummer), persona.key).toBe(true);
      expect(Number(persona.personnummer.slice(8, 11)), persona.key).toBeGreaterThanOrEqual(980);
    }
    const companies = buildDemoBase().customers.filter((c) => c.legal_part_id === LEGAL_PART.company);
    expect(companies.length).toBeGreaterThan(0);
    for (const company of companies) expect(Organisationsnummer.valid(company.identification_number)).toBe(true);
  });

  it('gives every persona the data its path needs', () => {
    const data = buildDemoBase();
    const accountsOf = (customerId: string) => data.customer_accounts.filter((a) => a.customer_id === customerId);
    const foretag = data.customers.find((c) => c.name === 'Bergström Fastigheter AB')!;
    expect(accountsOf(foretag.customer_id)).toHaveLength(12);
    expect(accountsOf(foretag.customer_id).filter((a) => a.status_id === CUSTOMER_STATUS.inactive)).toHaveLength(1);
    expect(data.metering_points.some((p) => p.base_power !== null)).toBe(true);
    const koncern = data.customers.find((c) => c.customer_type_id === CUSTOMER_TYPE_ID.companyType)!;
    expect(koncern.group_id).not.toBe(EMPTY_GUID);
    expect(data.special_time_series.every((s) => s.customer_id === koncern.customer_id)).toBe(true);
    expect(data.linked_customers).toHaveLength(1);
    expect(
      data.users
        .filter((u) => u.customer_id === null)
        .map((u) => u.persona_key)
        .sort(),
    ).toEqual(['admin', 'icke-kund', 'inbjuden', 'kundservice', 'nytt-foretag', 'utan-kundid']);
    const privatFacility = data.facilities.find((f) => f.display_name === 'Villa Solbacken')!;
    const services = data.facility_services.filter((s) => s.facility_key === privatFacility.facility_key);
    expect(services.map((s) => `${s.name}:${s.reading_type}`).sort()).toEqual(['EL:AUTOMATIC', 'FJV:AUTOMATIC', 'VA:MANUAL']);
  });

  it('gives the group six sites over its three organisations, and every issue-13 service to someone', () => {
    const data = buildDemoBase();
    const sites = data.facilities.filter((f) => f.customer_id === CUSTOMER_IDS.koncern);
    expect(sites).toHaveLength(6);
    const organisations = data.facility_accounts.filter((a) => sites.some((f) => f.facility_key === a.facility_key)).map((a) => a.customer_account_id);
    expect(new Set(organisations).size).toBe(3);
    const servicesOf = (customerId: string) =>
      new Set(
        data.facility_services.filter((s) => data.facilities.some((f) => f.facility_key === s.facility_key && f.customer_id === customerId)).map((s) => s.name),
      );
    expect([...servicesOf(CUSTOMER_IDS.koncern)].sort()).toEqual(['EL', 'FJK', 'FJV', 'TVV', 'VA']);
    const sickla = data.facility_services.filter((s) => s.facility_key === '5100303-F06').map((s) => s.name);
    expect(sickla.sort()).toEqual(['EL', 'FJK', 'FJV']);
    for (const service of data.facility_services) expect(service.service_id).toBe(UTILITY_TYPES[service.name as keyof typeof UTILITY_TYPES]);
  });

  it('puts every sub-meter, named, under a main meter of its service on its facility, on company and group sites only', () => {
    const data = buildDemoBase();
    const subMeters = data.metering_points.filter((p) => p.type === 'SUBMETER');
    expect(new Set(subMeters.map((p) => p.service))).toEqual(new Set(['EL', 'FJV', 'VA']));
    for (const subMeter of subMeters) {
      expect(subMeter.name, subMeter.metering_point_id).toMatch(/^Undermätare /);
      const main = data.metering_points.filter((p) => p.facility_key === subMeter.facility_key && p.service === subMeter.service && p.type === 'CONSUMPTION');
      expect(main, subMeter.metering_point_id).toHaveLength(1);
      const owner = data.facilities.find((f) => f.facility_key === subMeter.facility_key)!.customer_id;
      expect([CUSTOMER_IDS.foretag, CUSTOMER_IDS.koncern]).toContain(owner);
    }
    expect(data.metering_points.filter((p) => p.type !== 'SUBMETER').every((p) => p.name === undefined)).toBe(true);
  });

  it('keeps the points that were there before issue 13 under their ids', () => {
    // The first customers' points are drawn before the additions, from the same generator as ever.
    const privat = buildDemoBase().metering_points.filter((p) => p.facility_key === '5000101-F01');
    expect(privat.map((p) => `${p.metering_point_id}/${p.type}`)).toEqual([
      '735999876236865657/CONSUMPTION',
      'FJV-44203809/CONSUMPTION',
      'VA-57645841/CONSUMPTION',
      '735999545692730524/PRODUCTION',
    ]);
  });

  it('writes every module’s rows once, customers before what refers to them', () => {
    const tables = buildDemoRows().map(([table]) => table);
    expect(new Set(tables).size).toBe(tables.length);
    expect(tables.indexOf('customers')).toBeLessThan(tables.indexOf('invoice_references'));
  });
});
