import { caseReply, newCase, type CaseCategory, type CaseReply, type NewCase } from '@mina-sidor/shared/case';
import type { z } from 'zod';
import { fileProblem } from './display.ts';

export interface NewCaseValues {
  category: CaseCategory | '';
  subject: string;
  text: string;
  file: File | null;
}
export type NewCaseProblems = Partial<Record<'category' | 'subject' | 'text' | 'file', string>>;

export interface ReplyValues {
  text: string;
  file: File | null;
}
export type ReplyProblems = Partial<Record<'text' | 'file', string>>;

export type Checked<T, P> = { ok: true; request: T; file: File | null } | { ok: false; problems: P };

/** The first message of each field, by the contract's own schema (the server says the same). */
function problemsOf(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** A new case checked before sending: the texts by the contract's schema, the file by its name and size. */
export function checkNewCase(values: NewCaseValues): Checked<Omit<NewCase, 'attachment'>, NewCaseProblems> {
  const parsed = newCase.omit({ attachment: true }).safeParse({ category: values.category, subject: values.subject, text: values.text });
  const problems: NewCaseProblems = parsed.success ? {} : problemsOf(parsed.error);
  const file = values.file && fileProblem(values.file);
  if (file) problems.file = file;
  if (!parsed.success || file) return { ok: false, problems };
  return { ok: true, request: parsed.data, file: values.file };
}

/** An answer checked before sending. */
export function checkReply(values: ReplyValues): Checked<Omit<CaseReply, 'attachment'>, ReplyProblems> {
  const parsed = caseReply.omit({ attachment: true }).safeParse({ text: values.text });
  const problems: ReplyProblems = parsed.success ? {} : problemsOf(parsed.error);
  const file = values.file && fileProblem(values.file);
  if (file) problems.file = file;
  if (!parsed.success || file) return { ok: false, problems };
  return { ok: true, request: parsed.data, file: values.file };
}
