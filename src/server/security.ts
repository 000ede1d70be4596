// Security headers for every answer of the server. Page-specific script and style hashes come from
// Astro's CSP meta tag (security.csp); this header adds what a meta tag cannot carry (frame-ancestors).

export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Answers that are data, not documents, may load nothing at all. */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  ...baseSecurityHeaders,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
  'Cache-Control': 'no-store',
};

export function securityHeadersFor(pathname: string): Readonly<Record<string, string>> {
  return pathname.startsWith('/api/') ? apiSecurityHeaders : baseSecurityHeaders;
}

/** Sent over HTTPS only (as the socket or a trusted proxy reports it): browsers then never try plain HTTP for a year. */
export const hstsHeader = 'max-age=31536000; includeSubDomains';
