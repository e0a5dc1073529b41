/**
 * Spec §5: a personnummer or organisationsnummer is shown as 6 digits, a dash
 * and 4 digits. Stored numbers may carry the century (12 digits, as
 * personnummer do in the customer system); it is dropped. Anything that is
 * not 10 or 12 digits is shown as it came.
 */
export function formatIdentificationNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const ten = digits.length === 12 ? digits.slice(2) : digits;
  if (ten.length !== 10) return value;
  return `${ten.slice(0, 6)}-${ten.slice(6)}`;
}
