import { PRICE_LIST_KIND_NAMES, type PriceListKind } from '@mina-sidor/shared/price-list';
import { HttpError } from '../../http/http-error.ts';

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
