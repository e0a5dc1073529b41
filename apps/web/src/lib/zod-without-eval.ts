import { z } from 'zod';

/**
 * zod compiles a faster parser for an object schema with `new Function` where eval is allowed, and asks
 * whether it is the first time it makes one. The portal's CSP allows no eval, so the asking only made a CSP
 * violation on every page (a report each, once a report address is set). Imported first by main.tsx:
 * the setting counts for the schemas made after it.
 */
z.config({ jitless: true });
