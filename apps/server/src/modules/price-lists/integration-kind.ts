import { PRICE_LIST_KIND_NAMES, PRICE_LISTS_SCOPE, type PriceListKind, type PriceListRecord, priceListRecord, seriesOf } from '@mina-sidor/shared/price-list';
import type { IntegrationKind, RecordProblem } from '../../integration-inbound/kind.ts';
import { PEAK_MODEL_NAMES } from '../../lib/peak-models.ts';
import { storedStarts, writePriceLists } from './repository.ts';

const startKey = (kind: string, series: string, validFrom: string) => `${kind}|${series}|${validFrom}`;
const kindName = (kind: string) => PRICE_LIST_KIND_NAMES[kind as PriceListKind] ?? kind;

/**
 * Price lists and tariffs from the provider's systems (decision 0052): grid tariffs,
 * energy tax, VAT, peak models, district heating and water, each entry from its first day. A record
 * is refused when it names a peak model the portal cannot compute, would change an entry's kind, or
 * starts on the same day as another entry of its timeline (stored, or earlier in the batch).
 */
export const priceListsKind: IntegrationKind<PriceListRecord> = {
  name: 'price-lists',
  scope: PRICE_LISTS_SCOPE,
  title: 'Prislistor och tariffer med giltighetsdatum',
  record: priceListRecord,
  // The standard VAT rate as the billing system sends it (docs/integration.md, "Price lists", has every kind).
  example: [{ id: 'MOMS-2020', kind: 'vat', validFrom: '2020-01-01', percent: 25 }],
  key: (record) => record.id,
  async check(trx, records) {
    const problems: RecordProblem[] = [];
    const stored = await storedStarts(trx);
    const storedKind = new Map(stored.map((row) => [row.id, row.kind]));
    const refused = new Set<number>();
    const refuse = (index: number, key: string, reason: string) => {
      refused.add(index);
      problems.push({ index, key, reason });
    };
    for (const { index, record } of records) {
      const kindBefore = storedKind.get(record.id);
      if (kindBefore !== undefined && kindBefore !== record.kind) {
        refuse(
          index,
          record.id,
          `Prislistan ${record.id} finns redan som ${kindName(kindBefore)}; en prislista kan inte byta slag. Skicka den nya med ett nytt id.`,
        );
      }
      if (record.kind === 'peak-model' && !PEAK_MODEL_NAMES.includes(record.model)) {
        refuse(index, record.id, `Effektmodellen ${record.model} kan portalen inte räkna med. Kända modeller: ${PEAK_MODEL_NAMES.join(', ')}.`);
      }
    }

    // Where every entry would start once the batch is written: the stored ones it does not send again, then its own in order.
    const after = new Map<string, { key: string; index: number | null }>();
    for (const row of stored) after.set(row.id, { key: startKey(row.kind, row.series, row.validFrom), index: null });
    for (const { index, record } of records) after.set(record.id, { key: startKey(record.kind, seriesOf(record), record.validFrom), index });
    const first = new Map<string, string>();
    for (const [id, { key }] of [...after].sort(([, a], [, b]) => (a.index ?? -1) - (b.index ?? -1))) if (!first.has(key)) first.set(key, id);
    for (const { index, record } of records) {
      const holder = first.get(startKey(record.kind, seriesOf(record), record.validFrom));
      if (holder === undefined || holder === record.id || refused.has(index)) continue;
      const product = record.kind === 'water' ? ` för ${record.productNumber}` : '';
      refuse(
        index,
        record.id,
        `Det finns redan en ${kindName(record.kind)}${product} som börjar ${record.validFrom} (${holder}). Ändra den, eller låt den nya börja en annan dag.`,
      );
    }
    return problems.sort((a, b) => a.index - b.index);
  },
  write: writePriceLists,
};
