import type { CustomerAccount, Facility } from '@mina-sidor/shared/customer';

/** The services of a customer (spec §3.3 services[]): each service of its facilities once, with its utility type id. */
export function servicesOf(facilities: readonly Facility[]) {
  const services = facilities.flatMap((f) => f.infraServices);
  const names = [...new Set(services.map((s) => s.name))];
  return names.map((name) => ({ utilityType: { id: services.find((s) => s.name === name)?.id ?? 0, name } }));
}

/** Spec §3.3 utilities[]: per service, the facilities that have it and the metering point types it is measured with. */
export function utilitiesOf(facilities: readonly Facility[]) {
  const names = [...new Set(facilities.flatMap((f) => f.infraServices.map((s) => s.name)))];
  return names.map((name) => {
    const withService = facilities.filter((f) => f.infraServices.some((s) => s.name === name));
    const types = new Set(withService.flatMap((f) => f.meteringPoints.filter((p) => p.service === name).map((p) => p.type)));
    return {
      name,
      facilities: withService.map((f) => f.facilityKey),
      meteringPointTypes: [...types].sort().map((type) => ({ name: type })),
    };
  });
}

/** Spec §3.3: the customer's mobile phone mirrors its first account's phone number. */
export function mobilePhoneOf(accounts: readonly Pick<CustomerAccount, 'phoneNumber'>[]): string | null {
  return accounts[0]?.phoneNumber ?? null;
}
