/**
 * What the statement says falls short, and what there is instead (decision 0033). Each entry is
 * something the portal does today: an untagged PDF writer, a chart drawn on a canvas. Take an
 * entry out when what it describes is fixed, and add one when a review finds something new.
 */
export interface KnownIssue {
  /** What content, as the person meets it. */
  title: string;
  /** Why it is not accessible, with the WCAG 2.1 success criteria it fails. */
  problem: string;
  /** The accessible way to the same information. */
  alternative: string;
}

/** Content that does not meet the requirements (lag 2018:1937, 4 §), with its alternative. */
export const NON_COMPLIANT: readonly KnownIssue[] = [
  {
    title: 'Fakturor som PDF',
    problem:
      'PDF-filerna med fakturor är inte taggade: de saknar uppgifter om rubriker, tabeller och läsordning, så en skärmläsare läser dem som lös text utan sammanhang (WCAG 1.3.1 och 1.3.2).',
    alternative: 'Fakturans uppgifter, rader, moms och belopp finns som text och tabell på sidan Fakturor när du öppnar fakturan.',
  },
  {
    title: 'Rapporter som PDF',
    problem: 'Rapporterna som PDF-filer är inte taggade på samma sätt: tabellerna går inte att läsa som tabeller med en skärmläsare (WCAG 1.3.1 och 1.3.2).',
    alternative: 'Samma rapport går att beställa som CSV- eller Excel-fil på sidan Rapporter.',
  },
];

/** Content that is accessible only through its alternative: said so, so nobody looks for it in vain. */
export const WITH_ALTERNATIVE: readonly KnownIssue[] = [
  {
    title: 'Diagram',
    problem: 'Diagrammen över förbrukning, priser och effekt ritas som bilder. En skärmläsare kan inte läsa värdena i dem.',
    alternative:
      'Samma värden finns i en tabell, under diagrammet eller bakom knappen "Visa som tabell". I värmekartan flyttar du mellan timmarna med piltangenterna, och varje rutas värde läses upp.',
  },
];
