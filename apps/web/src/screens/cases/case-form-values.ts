import { caseReply, newCase } from '@mina-sidor/shared/case';
import { z } from 'zod/mini';
import { fileProblem } from './display.ts';

/** An optional file, checked by its name and size before it is read and sent. */
const attachedFile = z.custom<File | null>().check((ctx) => {
  const problem = ctx.value && fileProblem(ctx.value);
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

/** A new case as the form has it: the texts by the contract's schema, the file instead of its encoded content. */
export const newCaseForm = z.extend(z.omit(newCase, { attachment: true }), { file: attachedFile });

/** An answer as the form has it. */
export const replyForm = z.extend(z.omit(caseReply, { attachment: true }), { file: attachedFile });
