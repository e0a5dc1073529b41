import Organisationsnummer from 'organisationsnummer';
import Personnummer from 'personnummer';

/** What a staff search was given, as its audit row says: the kind of its terms, never the terms (a personnummer is personal data). */
export type SearchTermsKind = 'personal-number' | 'organisation-number' | 'number' | 'name';

/**
 * The kind of a search's terms: a valid personnummer or organisationsnummer (as typed, with or
 * without century and dash), other digits (a customer number or part of any number), or text (a name).
 */
export function searchTermsKind(query: string): SearchTermsKind {
  const terms = query.trim();
  if (!/^[\d\s+-]+$/.test(terms)) return 'name';
  if (Personnummer.valid(terms)) return 'personal-number';
  if (Organisationsnummer.valid(terms)) return 'organisation-number';
  return 'number';
}
