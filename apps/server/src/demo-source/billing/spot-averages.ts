/**
 * Monthly average spot price, price area SE3, öre/kWh without VAT, that a variable-price
 * electricity contract passes on. DEMO VALUES, not published prices: shaped like SE3's months
 * (dear winters, cheap summers) so the demo invoices look like real ones. A month after the last
 * one here takes the same calendar month of the last year listed (`spotAverage` in billing.ts).
 */
export const SPOT_AVERAGE_ORE_PER_KWH: Readonly<Record<string, number>> = {
  '2024-01': 88.4,
  '2024-02': 51.7,
  '2024-03': 49.9,
  '2024-04': 38.2,
  '2024-05': 31.6,
  '2024-06': 29.8,
  '2024-07': 12.4,
  '2024-08': 24.7,
  '2024-09': 21.9,
  '2024-10': 35.3,
  '2024-11': 61.8,
  '2024-12': 70.2,
  '2025-01': 74.9,
  '2025-02': 97.6,
  '2025-03': 55.1,
  '2025-04': 40.3,
  '2025-05': 34.8,
  '2025-06': 21.7,
  '2025-07': 27.9,
  '2025-08': 44.6,
  '2025-09': 40.2,
  '2025-10': 47.5,
  '2025-11': 69.8,
  '2025-12': 80.1,
  '2026-01': 89.7,
  '2026-02': 84.9,
  '2026-03': 59.6,
  '2026-04': 41.8,
  '2026-05': 30.2,
  '2026-06': 24.9,
  '2026-07': 19.8,
  '2026-08': 31.7,
  '2026-09': 37.9,
  '2026-10': 49.6,
  '2026-11': 67.9,
  '2026-12': 77.8,
};
