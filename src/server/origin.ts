// The cross-site check for requests that change something (the contact form's POST): a browser always sends
// Origin with one, and a page of another site must not be able to post the form on a visitor's behalf.
// It replaces Astro's security.checkOrigin, which compares Origin with the URL it builds from the socket: behind a
// TLS proxy that URL says http:// and every HTTPS form post would be refused.

const safeMethods = ['GET', 'HEAD', 'OPTIONS'];
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Whether to refuse `request` as cross-site: its Origin is none of `allowed` (the site's public origin and the one
 * the visitor reached), or it has no Origin and a body a plain HTML form could have sent.
 */
export function isCrossSite(request: Request, allowed: readonly (string | null)[]): boolean {
  if (safeMethods.includes(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return !allowed.includes(origin);
  const type = request.headers.get('content-type')?.toLowerCase();
  return type === undefined || formTypes.some((form) => type.includes(form));
}

/** The origin of SITE_URL (or of `fallback`, the build's site), or null when neither is a URL. */
export function siteOrigin(siteUrl: string | undefined, fallback: string | undefined): string | null {
  for (const candidate of [siteUrl, fallback])
    if (candidate && URL.canParse(candidate)) return new URL(candidate).origin;
  return null;
}
