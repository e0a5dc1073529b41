import { companyLinkRequest, type CompanyLinkRequest } from '@mina-sidor/shared/account';
import { email } from '@mina-sidor/shared/contact';
import { z } from 'zod';

export type CompanyLinkField = keyof CompanyLinkRequest;
export type CompanyLinkValues = Record<CompanyLinkField, string>;
export type CompanyLinkErrors = Partial<Record<CompanyLinkField, string>>;

const REQUIRED = 'Det här fältet krävs';

/**
 * The API's own schema, with one difference: an empty Mejl is "required"
 * like the other three fields (spec §5); the shared e-mail rule words it
 * "Ange en mejladress", which is the panel signup's message.
 */
const companyLinkForm = companyLinkRequest.extend({ userEmail: z.string().trim().min(1, { message: REQUIRED }).pipe(email) });

export const EMPTY_COMPANY_LINK: CompanyLinkValues = {
  companyCustomerNumber: '',
  companyIdentificationNumber: '',
  userName: '',
  userEmail: '',
};

export function validateCompanyLink(values: CompanyLinkValues): { ok: true; request: CompanyLinkRequest } | { ok: false; errors: CompanyLinkErrors } {
  const parsed = companyLinkForm.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: CompanyLinkErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as CompanyLinkField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
