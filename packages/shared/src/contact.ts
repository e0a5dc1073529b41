import { z } from 'zod';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9 ()-]{6,20}$/;

export const email = z
  .string()
  .trim()
  .min(1, { message: 'Ange en mejladress' })
  .max(254, { message: 'Ange en giltig mejladress' })
  .regex(emailPattern, { message: 'Ange en giltig mejladress' });

export const phoneNumber = z
  .string()
  .trim()
  .regex(phonePattern, { message: 'Ange ett giltigt telefonnummer' });

/** Contact update of a customer: e-mail and mobile phone. */
export const contactUpdate = z.strictObject({ email, mobilePhone: phoneNumber.nullable() });

/** PUT account: the login's account details, including the phone number of a customer account. */
export const accountUpdate = z.strictObject({
  customerId: z.string().regex(/^\d{1,20}$/, { message: 'Kundidentiteten måste bestå av siffror.' }),
  customerAccountId: z.string().regex(/^\d{1,20}$/, { message: 'Kundkontot måste bestå av siffror.' }),
  phoneNumber: phoneNumber.nullable(),
});

/** POST account/company: link a company to the login (spec §5 company-link form). */
export const companyLinkRequest = z.strictObject({
  companyIdentificationNumber: z.string().trim().min(1, { message: 'Det här fältet krävs' }).max(20),
  companyCustomerNumber: z
    .string()
    .trim()
    .min(1, { message: 'Det här fältet krävs' })
    .max(20)
    .regex(/^\d+$/, { message: 'Enbart siffror är tillåtna' }),
  userName: z.string().trim().min(1, { message: 'Det här fältet krävs' }).max(200),
  userEmail: email,
});

export const companyLinkResult = z.object({ success: z.boolean(), message: z.string() });
