import type { PeakFacility, PeakModelInfo, PeakMonth } from '@mina-sidor/shared/peak-power';
import { formatPrice, VAT_LABELS } from '@mina-sidor/shared/money';
import { formatMoney, formatNumber, formatQuantity } from '@/lib/number-format.ts';

// Local dates (YYYY-MM-DD) are formatted at noon UTC: the same date in Sweden whatever the season.
const WEEKDAY_DATE = new Intl.DateTimeFormat('sv-SE', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const SHORT_DATE = new Intl.DateTimeFormat('sv-SE', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('sv-SE', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const MONTH_NAME = new Intl.DateTimeFormat('sv-SE', { month: 'long', timeZone: 'UTC' });

const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const two = (hour: number) => String(hour).padStart(2, '0');

/** A span of hours as Swedes write it: "07–19". */
export const hourSpan = (from: number, to: number) => `${two(from)}–${two(to % 24)}`;

/** "tisdag 3 november" */
export const weekdayDate = (day: string) => WEEKDAY_DATE.format(noon(day));

/** "tisdag 3 november kl. 08–09" */
export const hourLabel = (day: string, hour: number) => `${weekdayDate(day)} kl. ${hourSpan(hour, hour + 1)}`;

/** The chart's axis label of an hour: "3/11 08". */
export const shortHourLabel = (day: string, hour: number) => `${SHORT_DATE.format(noon(day))} ${two(hour)}`;

/** "nov. 26", for a chart axis. */
export const shortMonthLabel = (month: string) => SHORT_MONTH.format(noon(`${month}-01`));

/** Power with its unit and two decimals: "5,13 kW". */
export const kw = (value: number) => formatQuantity(value, 'kW', 2);

/** The facilities of the selected property: the one facility, or the selected account's (a group's), else all. */
export function facilitiesInView(
  facilities: readonly PeakFacility[],
  selection: { facilityKey?: string | undefined; customerAccountId: string | null },
): PeakFacility[] {
  if (selection.facilityKey) return facilities.filter((f) => f.facilityKey === selection.facilityKey);
  const ofAccount = selection.customerAccountId === null ? [] : facilities.filter((f) => f.customerAccountIds.includes(selection.customerAccountId!));
  return ofAccount.length > 0 ? ofAccount : [...facilities];
}

const monthNames = (months: readonly number[]) => months.map((m) => MONTH_NAME.format(new Date(Date.UTC(2026, m - 1, 15))));

/** Where in the week and day the peak is counted: "mellan kl. 07 och 19 på vardagar som inte är helgdagar". */
export function whenCounted(model: PeakModelInfo): string {
  const hours = model.window ? `mellan kl. ${two(model.window.from)} och ${two(model.window.to)}` : 'under dygnets alla timmar';
  const days = model.weekdaysOnly
    ? model.holidaysExcluded
      ? ' på vardagar som inte är helgdagar'
      : ' på vardagar'
    : model.holidaysExcluded
      ? ' utom på helgdagar'
      : '';
  return `${hours}${days}`;
}

/** The model in words: what is counted, when, and the price on the customer's VAT basis. */
export function modelSentence(model: PeakModelInfo): string {
  const period = model.measuringMinutes === 60 ? 'timme' : 'kvart';
  const what =
    model.peaks === 1
      ? `månadens högsta medeleffekt under en ${period}`
      : `medelvärdet av månadens ${model.peaks} högsta ${model.measuringMinutes === 60 ? 'timmar' : 'kvartar'}${model.distinctDays ? ' på olika dagar' : ''}`;
  const night = model.night
    ? ` Effekten mellan kl. ${two(model.night.from)} och ${two(model.night.to)} räknas till ${formatNumber(model.night.weight * 100, 0)} %.`
    : '';
  const months = model.months ? ` Avgiften tas bara ut i ${monthNames(model.months).join(', ')}.` : '';
  return `Effektavgiften räknas på ${what}, ${whenCounted(model)}.${night}${months} Priset är ${formatPrice(model.priceOrePerKw, 'kW')} och månad ${VAT_LABELS[model.vatBasis]}.`;
}

/** The threshold as advice, or why there is none yet. */
export function thresholdSentence(month: Pick<PeakMonth, 'model' | 'thresholdKw'>): string {
  if (!month.model) return 'Den här månaden har ingen effektavgift.';
  if (month.thresholdKw === null) {
    return month.model.peaks === 1
      ? 'Ingen timme har räknats ännu den här månaden: den första som räknas blir månadens effekttopp.'
      : `Färre än ${month.model.peaks} timmar har räknats ännu den här månaden: varje timme som räknas höjer avgiften tills de är ${month.model.peaks}.`;
  }
  return `Håll effekten under ${kw(month.thresholdKw)} ${whenCounted(month.model)} så höjs inte avgiften den här månaden.`;
}

/** A difference of money with a word for its direction: "312,50 kr lägre", "12,00 kr högre". */
export function differenceText(ore: number): string {
  if (ore === 0) return 'lika mycket';
  return `${formatMoney(Math.abs(ore))} ${ore < 0 ? 'lägre' : 'högre'}`;
}
