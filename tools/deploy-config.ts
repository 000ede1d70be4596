// `npm run deploy:config`: writes the policy parts of deploy/nginx.conf and deploy/Caddyfile (the security
// headers, the methods, the not-found answers, the assets' cache rule) and the static hosts' fallbacks and headers in
// public/_redirects and public/_headers from src/server/policy.ts, between the `BEGIN policy: …` and `END policy: …` lines of each file;
// everything else in them is written by hand. tests/unit/deploy-config.test.ts fails when a shipped file differs
// from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { locales } from '../src/i18n/routes.ts';
import { contactEndpoint } from '../src/lib/contact/rules.ts';
import {
  apiSecurityHeaders,
  assetsCacheControl,
  assetsPrefix,
  clientLimits,
  contactUnavailable,
  endpointMethods,
  filesCacheControl,
  fileLikePath,
  hstsHeader,
  internalPath,
  notFoundPage,
  notFoundPagePath,
  notFoundPath,
  readMethods,
  securityHeaders,
  unmatchedLocation,
} from '../src/server/policy.ts';

type Regions = Record<string, string[]>;

/** A header value as a double-quoted string of either config (none of ours holds a double quote or a backslash). */
function quoted(value: string): string {
  if (/["\\]/.test(value)) throw new Error(`A header value the configs cannot quote: ${value}`);
  return `"${value}"`;
}

const proxyHeaders = { ...securityHeaders, 'Strict-Transport-Security': hstsHeader };
const allow = readMethods.join(', ');
const languageGroup = locales.join('|');

const nginxHeaders = [
  ...Object.entries(proxyHeaders).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
  `add_header Allow ${quoted(allow)} always;`,
];

/** The endpoint's headers as nginx variables holding them only on nginx's own answers (Node's carry their own). */
const ownAnswerHeaders = Object.entries({ ...apiSecurityHeaders, 'Strict-Transport-Security': hstsHeader }).map(
  ([name, value]) => ({
    name,
    value,
    variable: `$lumbre_own_${name.toLowerCase().replace(/-/g, '_')}`,
  }),
);

const { requestHeadSeconds, stallSeconds, idleSeconds, requestsPerAddress, instanceAnswerSeconds } = clientLimits;

/** A text as one single-quoted string of nginx (none of ours holds a quote or a backslash), line breaks kept. */
function nginxString(value: string): string {
  if (/['\\]/.test(value)) throw new Error(`A text nginx's return cannot quote: ${value}`);
  return `'${value.replace(/\n/g, '\\n')}'`;
}

/** The contact endpoint's headers on the proxy's own 503 (no instance answered), and when to try again. */
const unavailableHeaders = {
  ...apiSecurityHeaders,
  'Strict-Transport-Security': hstsHeader,
  'Retry-After': String(contactUnavailable.retryAfterSeconds),
  'X-Robots-Tag': 'noindex',
};

export const nginxRegions: Regions = {
  limits: [
    "# What one client may hold, for every server below (this file is included in nginx's http block). A request head",
    `# must arrive whole within ${requestHeadSeconds} s (a TLS handshake included), and a body or an answer may not stall for more than ${stallSeconds} s:`,
    '# slow connections ("slowloris") are closed before they fill nginx\'s room (docs/deploy.md raises Debian\'s 768',
    `# connections per worker to 4,096). An address may have ${requestsPerAddress} requests in progress at once (a page over HTTP/2 is one`,
    '# per file it asks for); past that, 429.',
    `client_header_timeout ${requestHeadSeconds}s;`,
    `client_body_timeout ${stallSeconds}s;`,
    `send_timeout ${stallSeconds}s;`,
    `keepalive_timeout ${idleSeconds}s;`,
    'reset_timedout_connection on;',
    'limit_conn_zone $binary_remote_addr zone=lumbre_addresses:10m;',
    `limit_conn lumbre_addresses ${requestsPerAddress};`,
    'limit_conn_status 429;',
    'limit_conn_log_level warn;',
  ],
  'instance timeout': [
    `# An instance answers within DATABASE_STATEMENT_TIMEOUT (5 s) even when the database is slow: one that has not`,
    `# answered in ${instanceAnswerSeconds} s hangs, and the post goes to the other.`,
    `proxy_read_timeout ${instanceAnswerSeconds}s;`,
    `proxy_send_timeout ${instanceAnswerSeconds}s;`,
  ],
  'own answers': [
    "# nginx's own answers at the contact endpoint (429 past the rate limit, 413, 502 with no instance up) carry the",
    "# endpoint's headers; an answer from Node, which always sets X-Content-Type-Options, keeps its own (an empty",
    '# value adds nothing).',
    ...ownAnswerHeaders.flatMap(({ variable, value }) => [
      `map $upstream_http_x_content_type_options ${variable} {`,
      `    "" ${quoted(value)};`,
      '    default "";',
      '}',
    ]),
  ],
  'contact headers': ownAnswerHeaders.map(({ name, variable }) => `add_header ${name} ${variable} always;`),
  'down kinds': [
    "# With no instance answering, a post gets the answer below for its kind, never nginx's bare 502.",
    'map $content_type $lumbre_unavailable {',
    '    ~*^application/json @contact_unavailable_json;',
    '    default @contact_unavailable_text;',
    '}',
  ],
  'down answers': [
    '# No instance answered at all (each stopped, crashing or refusing connections): nothing was stored, so the',
    "# visitor is told to send again shortly, with the endpoint's headers (src/server/policy.ts, contactUnavailable).",
    ...(['json', 'text'] as const).flatMap((kind) => [
      `location @contact_unavailable_${kind} {`,
      ...Object.entries(unavailableHeaders).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
      `    default_type ${quoted(kind === 'json' ? 'application/json' : 'text/plain; charset=utf-8')};`,
      `    return 503 ${nginxString(contactUnavailable[kind])};`,
      '}',
    ]),
  ],
  headers: [
    "# The Node server's headers (TLS ends here: HSTS always); add_header in a location replaces all of these.",
    ...nginxHeaders,
    '# Pages and files are checked again on each visit, so none outlives the build its scripts came from.',
    `add_header Cache-Control ${quoted(filesCacheControl)};`,
  ],
  methods: [
    `# Pages and files answer ${readMethods.join(' and ')} (Allow says so on every answer, the 405 included); ${Object.keys(endpointMethods).join(', ')} decides its own.`,
    'set $method_and_path "$request_method $uri";',
    `if ($method_and_path !~ "^(${readMethods.join('|')}) |${Object.keys(endpointMethods)
      .map((path) => `^[A-Z]+ ${path}$`)
      .join('|')}") {`,
    '    return 405;',
    '}',
  ],
  fallbacks: [
    '# Build assets have content-hashed names: they never change.',
    `location ^~ ${assetsPrefix} {`,
    ...nginxHeaders.map((line) => `    ${line}`),
    `    add_header Cache-Control ${quoted(assetsCacheControl)};`,
    '    try_files $uri =404;',
    '}',
    '',
    '# Paths only the build or the server make (/_image included: every picture is built): a plain 404.',
    `location ~ ${internalPath} {`,
    '    return 404;',
    '}',
    '',
    '# A not-found page asked for by its path (%2f..%2f included: nginx resolves it first) is not found either.',
    `location ~ ${notFoundPagePath.replace('(', '(?<lang>')} {`,
    '    internal;',
    `    error_page 404 ${notFoundPage('$lang')};`,
    '}',
    '',
    '# Pages of a language, without a trailing slash; a path under a language that names nothing gets that',
    "# language's home with 404 and noindex, as `npm start` answers.",
    `location ~ ^/(?<lang>${languageGroup})(/|$) {`,
    '    rewrite ^(/.+)/$ $1 permanent;',
    '    try_files $uri $uri/index.html =404;',
    `    error_page 404 ${notFoundPage('$lang')};`,
    '}',
    '',
    '# Files at the top (favicon, robots.txt, sitemaps, pictures) or a plain 404.',
    `location ~ ${fileLikePath} {`,
    '    try_files $uri =404;',
    '}',
    '',
    `# The language picker at /, and for any other path ${unmatchedLocation} (public/_redirects says the same).`,
    'location / {',
    '    try_files $uri $uri/index.html @unmatched;',
    '}',
    'location @unmatched {',
    `    return 302 ${unmatchedLocation};`,
    '}',
  ],
};

const caddyUnavailable = [
  '# No instance answered at all (each stopped, crashing or refusing connections): nothing was stored, so the',
  "# visitor is told to send again shortly, with the endpoint's headers (src/server/policy.ts, contactUnavailable),",
  "# never Caddy's bare 502.",
  '@contactUnavailable {',
  `\tpath ${contactEndpoint}`,
  '\texpression {err.status_code} in [502, 503]',
  '}',
  'handle @contactUnavailable {',
  '\theader {',
  ...Object.entries(unavailableHeaders).map(([name, value]) => `\t\t${name} ${quoted(value)}`),
  '\t\t-Server',
  '\t}',
  '\t@json header Content-Type application/json*',
  '\t@text not header Content-Type application/json*',
  '\theader @json Content-Type application/json',
  `\theader @text Content-Type ${quoted('text/plain; charset=utf-8')}`,
  `\trespond @json \`${contactUnavailable.json}\` 503`,
  `\trespond @text \`${contactUnavailable.text}\` 503`,
  '}',
];

export const caddyRegions: Regions = {
  limits: [
    `# What one client may hold: a request head must arrive whole within ${requestHeadSeconds} s and a body within ${stallSeconds} s more, so slow`,
    `# connections ("slowloris") are closed; an idle kept-alive connection, after ${idleSeconds} s.`,
    'servers {',
    '\ttimeouts {',
    `\t\tread_header ${requestHeadSeconds}s`,
    `\t\tread_body ${stallSeconds}s`,
    `\t\tidle ${idleSeconds}s`,
    '\t}',
    '}',
  ],
  'instance timeout': [`response_header_timeout ${instanceAnswerSeconds}s`],
  headers: [
    'header {',
    ...Object.entries(proxyHeaders).map(([name, value]) => `\t${name} ${quoted(value)}`),
    `\t# Pages and files answer ${readMethods.join(' and ')} (Allow says so on every answer, the 405 included).`,
    `\tAllow ${quoted(allow)}`,
    '\t# Pages and files are checked again on each visit, so none outlives the build its scripts came from (unless',
    '\t# set already: the build assets below). The block is applied as the answer leaves, for the -Server in it.',
    `\t?Cache-Control ${quoted(filesCacheControl)}`,
    '\t-Server',
    '}',
  ],
  fallbacks: [
    'handle {',
    '\timport security_headers',
    '\t# In the order written (a route keeps it), so the first that applies answers.',
    '\troute {',
    `\t\t@write not method ${readMethods.join(' ')}`,
    '\t\trespond @write 405',
    '',
    '\t\t# Paths only the build or the server make (/_image included: every picture is built): a plain 404.',
    '\t\t@internal {',
    `\t\t\tpath_regexp ${internalPath}`,
    `\t\t\tnot path ${assetsPrefix}*`,
    '\t\t}',
    '\t\trespond @internal 404',
    '',
    '\t\t# Pages have no trailing slash.',
    '\t\t@slash path_regexp slash ^(/.+)/$',
    '\t\tredir @slash {re.slash.1} permanent',
    '',
    "\t\t# A path under a language that names nothing, or its not-found page by its own path: that language's home",
    '\t\t# with 404 (handle_errors below).',
    '\t\t@missingInLanguage {',
    `\t\t\tpath_regexp ^/(${languageGroup})(/|$)`,
    '\t\t\tnot file {path} {path}/index.html',
    '\t\t}',
    '\t\terror @missingInLanguage 404',
    '\t\t@notFoundPage path_regexp ' + notFoundPagePath,
    '\t\terror @notFoundPage 404',
    '',
    `\t\t# Anything else that matches no file and does not look like one: ${unmatchedLocation}.`,
    '\t\t@elsewhere {',
    '\t\t\tnot file {path} {path}/index.html',
    `\t\t\tnot path_regexp ${fileLikePath}`,
    '\t\t}',
    `\t\tredir @elsewhere ${unmatchedLocation} 302`,
    '',
    '\t\t# Build assets have content-hashed names: they never change.',
    '\t\t@assets {',
    `\t\t\tpath ${assetsPrefix}*`,
    '\t\t\tfile',
    '\t\t}',
    `\t\theader @assets Cache-Control ${quoted(assetsCacheControl)}`,
    '\t\ttry_files {path} {path}/index.html',
    '\t\tfile_server {',
    '\t\t\tprecompressed br gzip',
    '\t\t}',
    '\t}',
    '}',
    '',
    'handle_errors {',
    ...caddyUnavailable.map((line) => `\t${line}`),
    '\thandle {',
    '\t\timport security_headers',
    '\t\t@languageHome {',
    '\t\t\texpression {err.status_code} == 404',
    `\t\t\tpath_regexp lang ^/(${languageGroup})(/|$)`,
    '\t\t}',
    '\t\thandle @languageHome {',
    `\t\t\trewrite * ${notFoundPage('{re.lang.1}')}`,
    '\t\t\tfile_server',
    '\t\t}',
    '\t}',
    '}',
  ],
  'other hosts': [
    "# A Host this server does not serve, over a connection made for one it does: 421, with the policy's headers",
    '# (without this site Caddy answers an empty 200 with none).',
    'https:// {',
    '\timport security_headers',
    '\trespond 421',
    '}',
  ],
};

/** Rules of a static host's _redirects (from, to, status), in aligned columns. */
function redirectRules(rules: [string, string, number][]): string[] {
  const widths = [0, 1].map((column) => Math.max(...rules.map((rule) => String(rule[column]).length)));
  return rules.map(([from, to, status]) => `${from.padEnd(widths[0]!)}  ${to.padEnd(widths[1]!)}  ${status}`);
}

export const redirectsRegions: Regions = {
  fallbacks: redirectRules([
    ...locales.map((lang): [string, string, number] => [`/${lang}/*`, notFoundPath(lang), 404]),
    ['/*', unmatchedLocation, 302],
  ]),
};

/** A static host's _headers: every path gets the policy's headers (TLS ends there: HSTS too); build assets, forever. */
export const headersRegions: Regions = {
  headers: [
    '/*',
    ...Object.entries(proxyHeaders).map(([name, value]) => `  ${name}: ${value}`),
    `${assetsPrefix}*`,
    `  Cache-Control: ${assetsCacheControl}`,
  ],
};

/**
 * `source` with each region's lines put between its `# BEGIN policy: name` and `# END policy: name` lines (every
 * pair of them: a region may serve several servers), indented as the BEGIN line is; throws when a region's markers
 * are missing.
 */
export function withPolicy(file: string, source: string, regions: Regions): string {
  let result = source;
  for (const [name, lines] of Object.entries(regions)) {
    const region = new RegExp(
      `^([ \\t]*)(# BEGIN policy: ${name}\\b[^\\n]*\\n)[\\s\\S]*?^[ \\t]*(# END policy: ${name}\\n)`,
      'gm',
    );
    if (!result.match(region)) throw new Error(`${file}: no "# BEGIN policy: ${name}" … "# END policy: ${name}" lines`);
    result = result.replace(region, (_match, indent: string, begin: string, end: string) => {
      const body = lines.map((line) => (line === '' ? '\n' : `${indent}${line}\n`)).join('');
      return `${indent}${begin}${body}${indent}${end}`;
    });
  }
  return result;
}

/** The proxies' configs. */
export const deployConfigs = [
  { file: 'deploy/nginx.conf', regions: nginxRegions },
  { file: 'deploy/Caddyfile', regions: caddyRegions },
] as const;

/** Every file with policy regions: the proxies' configs and the static hosts' fallbacks and headers. */
export const policyFiles = [
  ...deployConfigs,
  { file: 'public/_redirects', regions: redirectsRegions },
  { file: 'public/_headers', regions: headersRegions },
] as const;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const { file, regions } of policyFiles) {
    const source = readFileSync(file, 'utf8');
    const written = withPolicy(file, source, regions);
    if (written !== source) writeFileSync(file, written);
    console.log(`${file}: ${written === source ? 'already up to date' : 'policy rewritten'}`);
  }
}
