import type { DemoBase, DemoRows } from '../rows.ts';

type Building = { building_category: 'villa' | 'flerbostadshus' | 'kontor'; heated_area_m2: number };

/**
 * The heated area (Atemp) and category of the demo facilities with district heating. Nordhamn's
 * Anläggning 3 is left without one on purpose: its page shows what a facility the provider has no
 * area for looks like. Areas are chosen so the demo use lands where such buildings do (about
 * 100–250 kWh/m² a year; Villa Solbacken is an older, poorly insulated house above its category).
 */
const BUILDINGS: Record<string, Building> = {
  // Anna Andersson's Villa Solbacken and Erik Lindqvist's Villa Ekudden.
  '5000101-F01': { building_category: 'villa', heated_area_m2: 145 },
  '5000202-F01': { building_category: 'villa', heated_area_m2: 170 },
  // Bergström Fastigheter's Fastighet 1, 3 and 5 (blocks of flats) and Kontorshuset Sicklaön.
  '5100303-F01': { building_category: 'flerbostadshus', heated_area_m2: 2_650 },
  '5100303-F03': { building_category: 'flerbostadshus', heated_area_m2: 3_100 },
  '5100303-F05': { building_category: 'flerbostadshus', heated_area_m2: 2_900 },
  '5100303-F06': { building_category: 'kontor', heated_area_m2: 3_600 },
  // Nordhamn's Anläggning 1 (offices and a workshop) and Bostadshuset Henriksdal.
  '5200404-F01': { building_category: 'kontor', heated_area_m2: 3_300 },
  '5200404-F06': { building_category: 'flerbostadshus', heated_area_m2: 2_800 },
};

export function demoRows(base: DemoBase): DemoRows {
  const keys = new Set(base.facilities.map((f) => f.facility_key));
  return {
    facility_buildings: Object.entries(BUILDINGS)
      .filter(([facilityKey]) => keys.has(facilityKey))
      .map(([facility_key, building]) => ({ facility_key, ...building })),
  };
}
