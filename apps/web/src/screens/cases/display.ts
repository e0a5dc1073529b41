import {
  ATTACHMENT_MESSAGES,
  CASE_ATTACHMENT_MAX_BYTES,
  CASE_ATTACHMENT_TYPES,
  CASE_STATUS_LABELS,
  CASE_STATUS_LABELS_FOR_OTHERS,
  type CaseStatus,
} from '@mina-sidor/shared/case';
import { formatNumber } from '@/lib/number-format.ts';
import { clockTime, swedishToday } from '@/lib/swedish.ts';

/** Whose eyes: the customer reads "Väntar på dig", a linked user or staff "Väntar på kunden". */
export type Reader = 'customer' | 'other';

export function statusLabel(status: CaseStatus, reader: Reader): string {
  return (reader === 'customer' ? CASE_STATUS_LABELS : CASE_STATUS_LABELS_FOR_OTHERS)[status];
}

/** An instant as the date and time in Sweden: "2026-11-06 14:45". */
export function dateTime(instant: string): string {
  return `${swedishToday(new Date(instant))} ${clockTime(instant)}`;
}

const KB = 1024;
const MB = 1024 * KB;

/**
 * A file's size as people read it: "340 kB", "1,2 MB" (never "0 kB" for a small file). In units
 * of 1024, as the 10 MB limit is, so a file at the limit shows as 10,0 MB.
 */
export function fileSize(bytes: number): string {
  if (bytes < 1000 * KB) return `${formatNumber(Math.max(1, Math.round(bytes / KB)), 0)}\u00a0kB`;
  return `${formatNumber(bytes / MB, 1)}\u00a0MB`;
}

const EXTENSIONS: readonly string[] = Object.values(CASE_ATTACHMENT_TYPES).flatMap((type) => type.extensions);

/**
 * What is wrong with a chosen file before it is sent, by its size and name: null when it may be
 * tried. The server checks the content too; this spares a long upload that would be refused.
 */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return ATTACHMENT_MESSAGES.empty;
  if (file.size > CASE_ATTACHMENT_MAX_BYTES) return ATTACHMENT_MESSAGES.tooLarge;
  const extension = /\.[^.]+$/.exec(file.name)?.[0].toLowerCase();
  if (extension !== undefined && !EXTENSIONS.includes(extension)) return ATTACHMENT_MESSAGES.type;
  return null;
}

/** The texts' counters: "12/4000 tecken". */
export const characterCount = (value: string, limit: number) => `${value.length}/${limit} tecken`;
