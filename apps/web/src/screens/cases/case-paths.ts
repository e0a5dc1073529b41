import { paths } from '@/lib/paths.ts';

/**
 * The screen's views share one route (/arenden) and are told apart by the query: a case is
 * `?arende=<number>` (casePagePath, which the case-reply mail links to), the form is `?nytt`. So
 * the browser's back button goes between the list, a case and the form.
 */
export const NEW_CASE_PARAM = 'nytt';
export const newCasePath = `${paths.cases}?${NEW_CASE_PARAM}`;
