/** The Luhn (mod 10) check digit of a string of digits: what OCR references, bankgiro numbers and personnummer end with. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // From the right, every other digit (starting with the rightmost) is doubled.
    const digit = Number(digits[digits.length - 1 - i]);
    const product = i % 2 === 0 ? digit * 2 : digit;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Digits whose last is the Luhn check digit of the others. */
export function hasLuhnCheckDigit(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && Number(digits.at(-1)) === luhnCheckDigit(digits.slice(0, -1));
}
