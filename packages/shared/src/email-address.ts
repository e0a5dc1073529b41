/**
 * The one rule for an e-mail address (decision 0040): what a form accepts, what the API stores and
 * what the mail job sends to are the same addresses, so an address the portal took can always be
 * sent to. International addresses (RFC 6531: "åsa@exempel.se", "info@räksmörgås.se") are
 * addresses: the mail goes out over SMTPUTF8, and an IDN domain as its A-label (xn--…).
 *
 * The form is the dot-atom one real mailboxes use: a local part of letters, digits and
 * `!#$%&'*+/=?^_`{|}~-` (any script's letters and digits too), dots between them; a domain of at
 * least two labels whose last, the top-level domain, is at least two letters. Quoted local parts
 * and IP-address literals are not accepted: no customer's inbox has one, and a mail server often
 * refuses them.
 */

// The shared package is typed without a platform's library; browsers and Node.js both have these two.
declare const URL: new (input: string) => { hostname: string };
declare const TextEncoder: new () => { encode(text: string): { length: number } };

// RFC 5322 atext, and RFC 6531's non-ASCII letters, marks and digits (not symbols, spaces or bidirectional controls).
const ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\p{L}\p{M}\p{N}-]+$/u;
const LABEL_TYPED = /^[\p{L}\p{M}\p{N}-]+$/u;
const LABEL_ASCII = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
// A top-level domain is letters, or the A-label of a non-Latin one (xn--p1ai is .рф).
const TOP_LEVEL = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const octets = (text: string) => new TextEncoder().encode(text).length;

/** The domain as SMTP and DNS carry it (IDNA 2008/UTS 46 through the WHATWG URL parser), or null when it is none. */
export function asciiDomain(domain: string): string | null {
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL_TYPED.test(label))) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const asciiLabels = ascii.split('.');
  if (ascii.length > 253 || asciiLabels.length !== labels.length || !asciiLabels.every((label) => LABEL_ASCII.test(label))) return null;
  return TOP_LEVEL.test(asciiLabels.at(-1) ?? '') ? ascii : null;
}

/** True when mail can be addressed to it: see the rule above. Expects the address trimmed and in NFC. */
export function isEmailAddress(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1 || octets(address) > 254) return false;
  const local = address.slice(0, at);
  if (octets(local) > 64 || !local.split('.').every((atom) => ATOM.test(atom))) return false;
  return asciiDomain(address.slice(at + 1)) !== null;
}
