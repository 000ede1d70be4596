import type { ContactService } from './server/contact/service.ts';
import type { Visitor } from './server/proxy.ts';
import type { InlineCode } from './lib/csp.ts';

declare global {
  namespace App {
    interface Locals {
      /** The visitor as our server (src/server/http.ts) sees them through TRUST_PROXY; absent under `astro dev`. */
      visitor?: Visitor;
      /** The trusted proxy's id of the request (X-Request-ID), so a post it retries on another instance is stored once. */
      requestKey?: string;
      /** The contact service our server opened and runs the delivery worker of; absent under `astro dev`. */
      contact?: ContactService;
      /** The inline scripts and styles this page's own components wrote, which its policy allows (lib/csp.ts). */
      inlineCode?: InlineCode;
    }
  }
}
