import { z } from 'zod';

export const timeSeries = z.object({ timeSeriesId: z.string(), name: z.string(), unit: z.string() });
/** One group of special time series; the web app flattens data[0][].timeSeries. */
export const specialTimeSeriesGroup = z.object({ customerId: z.string(), timeSeries: z.array(timeSeries) });
