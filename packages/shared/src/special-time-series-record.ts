import { z } from 'zod/mini';
import { customerId } from './customer.ts';
import { line } from './text.ts';

// Special time series definitions (decision 0028): a named series of a customer — a group, as a
// rule — that sums chosen metering points of its facilities, in its own unit. Only the definition is sent: the
// values are read from the points' meter values when asked for, so they never disagree with them.

/** The scope a service client's token needs to send special time series. */
export const SPECIAL_TIME_SERIES_WRITE_SCOPE = 'minasidor_special_time_series_write';

/** The units a series can be summed in from meter values: energy in kWh or MWh, water in m³. */
export const SPECIAL_TIME_SERIES_UNITS = ['kWh', 'MWh', 'm³'] as const;

const meteringPointId = z
  .string({ message: 'Mätpunkts-id ska vara en sträng.' })
  .check(z.regex(/^[A-Z0-9-]{1,40}$/, { message: 'Mätpunkts-id ska vara 1–40 versaler (A–Z), siffror och bindestreck, till exempel 735999123456789012.' }));

export const specialTimeSeriesRecord = z.strictObject({
  /** The source system's id of the series: the key. */
  timeSeriesId: z
    .string({ message: 'Tidsseriens id saknas.' })
    .check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Tidsseriens id ska vara 1–64 bokstäver (a–z), siffror och bindestreck.' })),
  customerId,
  name: line(100, 'Namnet får vara högst 100 tecken.').check(z.trim(), z.minLength(1, { message: 'Ange tidsseriens namn.' })),
  unit: z.enum(SPECIAL_TIME_SERIES_UNITS, { message: 'Enheten ska vara kWh, MWh eller m³: de enheter mätvärdena kan summeras i.' }),
  /** Every metering point the series sums: exactly these (a point left out is no longer summed; its values stay). */
  meteringPoints: z.array(meteringPointId, { message: 'meteringPoints ska vara en lista med mätpunkts-id.' }).check(
    z.minLength(1, { message: 'En tidsserie summerar minst en mätpunkt.' }),
    z.maxLength(5000, { message: 'En tidsserie får summera högst 5 000 mätpunkter.' }),
    z.superRefine((points, context) => {
      const seen = new Set<string>();
      points.forEach((point, index) => {
        if (seen.has(point)) context.addIssue({ code: 'custom', path: [index], message: `Mätpunkten ${point} står flera gånger.` });
        seen.add(point);
      });
    }),
  ),
});
export type SpecialTimeSeriesRecord = z.infer<typeof specialTimeSeriesRecord>;
export type SpecialTimeSeriesRecordInput = z.input<typeof specialTimeSeriesRecord>;
