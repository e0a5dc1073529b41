import { companyLinkRequest, type CompanyLinkRequest } from '@mina-sidor/shared/account';
import { email } from '@mina-sidor/shared/contact';
import { z } from 'zod/mini';

export type CompanyLinkField = keyof CompanyLinkRequest;

const REQUIRED = 'Det här fältet krävs';

/**
 * The API's own schema, with one difference: an empty Mejl is "required"
 * like the other three fields (spec §5); the shared e-mail rule words it
 * "Ange en mejladress", which is the panel signup's message.
 */
export const companyLinkForm = z.extend(companyLinkRequest, { userEmail: z.pipe(z.string().check(z.trim(), z.minLength(1, { message: REQUIRED })), email) });

export const EMPTY_COMPANY_LINK: Record<CompanyLinkField, string> = {
  companyCustomerNumber: '',
  companyIdentificationNumber: '',
  userName: '',
  userEmail: '',
};
