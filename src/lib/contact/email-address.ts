// The one e-mail rule, for the browser (step 1 of the form) and the server (the endpoint) alike: an RFC 5321 mailbox
// with an ASCII local part (a Dot-string: no quoted parts, no doubled or edge dots, at most 64 characters) and a
// domain of two or more LDH labels, an internationalised one sent in punycode. The WHATWG URL parser, in both
// runtimes, turns the domain into ASCII; what it would quietly rewrite (percent escapes, IP address forms) is refused.

import { encodedWord } from './rules.ts';

// RFC 5321 Dot-string: atoms of these characters joined by single dots.
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const dotString = new RegExp(`^${atom}(?:\\.${atom})*$`);
const ldhLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** Letters, marks and digits of any script, hyphens and dots: what a domain may be written with. */
const domainCharacters = /^[\p{L}\p{M}\p{N}.-]+$/u;

/** The domain in ASCII (punycode for an internationalised one, lowercased), or null when it is not a valid one. */
function asciiDomain(domain: string): string | null {
  if (!domainCharacters.test(domain)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (ascii.length > 253 || labels.length < 2 || !labels.every((label) => ldhLabel.test(label))) return null;
  // A top-level domain is never all digits: that would be an IP address, not a mailbox's domain.
  if (/^\d+$/.test(labels.at(-1)!)) return null;
  return ascii;
}

/** The address as it will be sent (domain in punycode, lowercased), or null when it is not a mailbox. */
export function mailbox(value: string): string | null {
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  if (at < 1 || local.length > 64 || !dotString.test(local) || encodedWord.test(local)) return null;
  const domain = asciiDomain(value.slice(at + 1));
  return domain === null ? null : `${local}@${domain}`;
}

// The attribute is compiled with the `v` flag, where a class must escape / { | } and -.
const patternAtom = "[A-Za-z0-9!#$%&'*+\\/=?^_`\\{\\|\\}~\\-]+";
const patternLabel = '[\\p{L}\\p{M}\\p{N}]([\\p{L}\\p{M}\\p{N}\\-]*[\\p{L}\\p{M}\\p{N}])?';

/**
 * The same rule as closely as a `pattern` attribute can say it, for the form without JavaScript (the browser anchors
 * it); the server applies `mailbox` and answers with the field's error if the browser let something through.
 */
export const mailboxPattern = `${patternAtom}(\\.${patternAtom})*@(${patternLabel}\\.)+${patternLabel}`;
