import type { InvoiceLine } from '@mina-sidor/shared/invoice';

/** An invoice line as stored, its amount in whole öre. */
export type Line = Omit<InvoiceLine, 'amountOre'> & { amountOre: number };

/** A month's invoice of an account as the billing system makes it: its lines, and their sum with the VAT. */
export interface BilledMonth {
  /** The VAT rate the month is taxed at. */
  vatPercent: number;
  lines: Line[];
  netOre: number;
  vatOre: number;
  amountOre: number;
}
