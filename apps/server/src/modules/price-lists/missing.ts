import { PRICE_LIST_KIND_NAMES, type PriceListKind } from '@mina-sidor/shared/price-list';
import type { VatBasis } from '@mina-sidor/shared/money';
import { HttpError } from '../../http/http-error.ts';
import { type VatRate, vatOn } from './lists.ts';

/**
 * What a customer is told when an answer needs a price that no price list gives for the day (none
 * sent yet, or ended): a 404 with the missing list named, never a 500 and never a guessed price.
 */
export function noPriceList(kind: PriceListKind, day: string): HttpError {
  return new HttpError(
    404,
    'no_price_list',
    `Vi kan inte visa beloppen just nu: det finns ingen ${PRICE_LIST_KIND_NAMES[kind]} som gäller ${day}. Försök igen senare eller kontakta kundservice.`,
  );
}

/** The price, or the answer above when there is none. */
export function inForce<T>(value: T | undefined, kind: PriceListKind, day: string): T {
  if (value === undefined) throw noPriceList(kind, day);
  return value;
}

/**
 * The VAT (percent) to put amounts and prices on a customer's basis with (decision 0054): the rate
 * in force on the day for a consumer, none asked for a company, who reads them without VAT.
 */
export function vatPercentFor(basis: VatBasis, day: string, rates: readonly VatRate[]): number {
  return basis === 'incl' ? inForce(vatOn(day, rates), 'vat', day) : 0;
}
