import type { FacilityRecord } from '../../modules/integration-inbound/index.ts';

type Building = NonNullable<FacilityRecord['building']>;

/**
 * The heated area (Atemp) and category of the demo facilities with district heating, sent with the facilities
 * (customer-system.ts) as the provider's customer system registers them. Nordhamn's Anläggning 3 is left without one
 * on purpose: its page shows what a facility the provider has no area for looks like. Areas are chosen so the demo use
 * lands where such buildings do (about 100–250 kWh/m² a year; Villa Solbacken is an older, poorly insulated house above
 * its category).
 */
const BUILDINGS: Record<string, Building> = {
  // Anna Andersson's Villa Solbacken and Erik Lindqvist's Villa Ekudden.
  '5000101-F01': { category: 'villa', heatedAreaM2: 145 },
  '5000202-F01': { category: 'villa', heatedAreaM2: 170 },
  // Bergström Fastigheter's Fastighet 1, 3 and 5 (blocks of flats) and Kontorshuset Sicklaön.
  '5100303-F01': { category: 'flerbostadshus', heatedAreaM2: 2_650 },
  '5100303-F03': { category: 'flerbostadshus', heatedAreaM2: 3_100 },
  '5100303-F05': { category: 'flerbostadshus', heatedAreaM2: 2_900 },
  '5100303-F06': { category: 'kontor', heatedAreaM2: 3_600 },
  // Nordhamn's Anläggning 1 (offices and a workshop) and Bostadshuset Henriksdal.
  '5200404-F01': { category: 'kontor', heatedAreaM2: 3_300 },
  '5200404-F06': { category: 'flerbostadshus', heatedAreaM2: 2_800 },
};

/** The facility's building as the customer system registers it; null: none registered. */
export function demoBuilding(facilityKey: string): Building | null {
  return BUILDINGS[facilityKey] ?? null;
}
