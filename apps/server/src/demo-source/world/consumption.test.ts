import { describe, expect, it } from 'vitest';
import { SUB_METER_SHARES, SUB_METER_SPREAD, subMetersOf } from './consumption.ts';

const point = (id: string, facility: string, service: string, type: string) => ({
  metering_point_id: id,
  facility_key: facility,
  service,
  type,
  base_power: null,
  display_name: 'Kontorshuset',
  legal_part_id: 2,
});

describe('the demo sub-meters', () => {
  it('take their shares of the main meter of their facility and service, hourly, water daily', () => {
    const points = [
      point('E', 'F1', 'EL', 'CONSUMPTION'),
      point('UM-EL-1', 'F1', 'EL', 'SUBMETER'),
      point('UM-EL-2', 'F1', 'EL', 'SUBMETER'),
      point('E2', 'F2', 'EL', 'CONSUMPTION'),
      point('V', 'F1', 'VA', 'CONSUMPTION'),
      point('UM-VA-1', 'F1', 'VA', 'SUBMETER'),
      // A sub-meter without a main meter of its service has nothing to be a part of.
      point('UM-FJV-1', 'F1', 'FJV', 'SUBMETER'),
    ];
    expect(subMetersOf(points)).toEqual([
      { id: 'UM-EL-1', mainId: 'E', share: 0.35, minutes: 60 },
      { id: 'UM-EL-2', mainId: 'E', share: 0.22, minutes: 60 },
      { id: 'UM-VA-1', mainId: 'V', share: 0.35, minutes: 1440 },
    ]);
  });

  it('stay below the main meter together, even with every one at the top of its spread', () => {
    expect(SUB_METER_SHARES.reduce((a, b) => a + b, 0) * (1 + SUB_METER_SPREAD)).toBeLessThan(1);
  });
});
