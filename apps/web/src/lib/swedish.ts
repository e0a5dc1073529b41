/** Swedish genitive: "Annas", but "Lars" and "Max" take no extra s. */
export function genitive(name: string): string {
  return /[sxz]$/i.test(name.trim()) ? name.trim() : `${name.trim()}s`;
}

const UTILITY_NAMES: Record<string, string> = {
  EL: 'El',
  FJV: 'Fjärrvärme',
  VA: 'Vatten och avlopp',
};

/** A utility type code (spec §1: EL, ELEXT, FJV, VA) as a person reads it. */
export function utilityName(code: string): string {
  return UTILITY_NAMES[code] ?? code;
}
