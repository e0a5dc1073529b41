import { PERSONAS, type Persona } from '../../apps/server/src/demo-source/personas.ts';

/** A demo persona by its key (the login page's buttons). */
export function persona(key: string): Persona {
  const found = PERSONAS.find((p) => p.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return found;
}
