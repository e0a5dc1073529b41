import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';
import { CUSTOMER_STATUS, CUSTOMER_TYPE_ID, EMPTY_GUID, LEGAL_PART } from '@mina-sidor/shared';
import { describe, expect, it } from 'vitest';
import { PERSONAS } from '../../seed/personas.ts';
import { buildDemoRows } from '../../seed/seed.ts';
import { buildDemoBase } from './demo-data.ts';

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

  it('writes every module’s rows once, customers before what refers to them', () => {
    const tables = buildDemoRows().map(([table]) => table);
    expect(new Set(tables).size).toBe(tables.length);
    expect(tables.indexOf('customers')).toBeLessThan(tables.indexOf('contracts'));
  });
});
