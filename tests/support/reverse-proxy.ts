// The shipped proxy configs, run for real: Debian's nginx with deploy/nginx.conf, and Caddy with deploy/Caddyfile
// when it is installed, each from a temporary folder on free ports of 127.0.0.1, terminating TLS with a
// certificate made here by the openssl command line. Only ports, certificate and folders are replaced in the files.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';
import { waitFor } from './wait.ts';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const caddyPath = process.env.CADDY_PATH ?? '/usr/bin/caddy';

/** The public host the shipped configs name; the certificate is made for it, and clients ask for it by SNI. */
export const publicHost = 'www.lumbre.com.ar';

export interface RunningProxy {
  name: 'nginx' | 'caddy';
  /** Plain HTTP (port 80 in the configs). */
  httpPort: number;
  httpsPort: number;
  /** The certificate clients must trust (self-signed, for `publicHost`). */
  certificate: string;
  output: () => string;
  /** nginx's access log so far, in deploy/nginx.conf's format; Caddy's is left to its own defaults (empty here). */
  accessLog: () => string;
  stop: () => Promise<void>;
}

interface Options {
  /** Ports of the Node instances (the configs say 4321 and 4322); with one, both lines name it. */
  upstreamPorts: [number] | [number, number];
  /** The static build (dist/client). */
  root: string;
  /** The editing host's port (deploy/nginx-editor.conf says 4330): its server is added, at `editingHostName`. */
  editingHostPort?: number;
}

/** The editing host's name in deploy/nginx-editor.conf, which the test certificate covers too. */
export const editingHostName = 'editar.lumbre.com.ar';

/**
 * `source` with every match of each pattern replaced; throws unless each matches exactly `times` lines (once unless
 * told), so the files cannot drift from the tests.
 */
export function replaceEach(
  file: string,
  source: string,
  replacements: [pattern: RegExp, replacement: string, times?: number][],
): string {
  let result = source;
  for (const [pattern, replacement, times = 1] of replacements) {
    const every = new RegExp(pattern.source, `g${pattern.flags.replace('g', '')}`);
    const found = source.match(every)?.length ?? 0;
    if (found !== times)
      throw new Error(`${file}: expected ${times} line${times === 1 ? '' : 's'} matching ${pattern}, found ${found}`);
    result = result.replace(every, replacement);
  }
  return result;
}

/** A shipped `listen [::]:…` line as ::1 on the test's port, or left out where this machine has no IPv6 loopback. */
const ipv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
  addresses?.some((address) => address.address === '::1'),
);
const ipv6Listen = (port: number, rest = '') =>
  ipv6Loopback ? `$1listen [::1]:${port}${rest};` : '$1# (no IPv6 loopback here)';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/** Runs `command` until stopped, once `ports` answer; its output and log file are kept for failure messages. */
async function run(
  name: RunningProxy['name'],
  folder: string,
  command: string,
  args: string[],
  { httpPort, httpsPort }: { httpPort: number; httpsPort: number },
  /** The ports that answer once it is ready. */
  listening: number[],
  logFile: string,
): Promise<RunningProxy> {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: folder, XDG_DATA_HOME: folder, XDG_CONFIG_HOME: folder },
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => log + (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  try {
    await waitFor(
      `${name} listening`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output()}`);
        for (const port of listening) if (!(await portOpen(port))) return false;
        return true;
      },
      { timeoutMs: 15_000 },
    );
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    name,
    httpPort,
    httpsPort,
    certificate: readFileSync(path.join(folder, 'cert.pem'), 'utf8'),
    output,
    accessLog: () => {
      const file = path.join(folder, 'access.log');
      return existsSync(file) ? readFileSync(file, 'utf8') : '';
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A folder with a self-signed certificate for the configs' two names. */
function prepareFolder(prefix: string): { folder: string; certFile: string; keyFile: string } {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  const certFile = path.join(folder, 'cert.pem');
  const keyFile = path.join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-nodes',
      '-days',
      '1',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-subj',
      `/CN=${publicHost}`,
      '-addext',
      `subjectAltName=DNS:${publicHost},DNS:lumbre.com.ar,DNS:${editingHostName}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { folder, certFile, keyFile };
}

/** nginx running deploy/nginx.conf, included from a main config like Debian's /etc/nginx/nginx.conf. */
export async function startNginx({
  upstreamPorts: [first, second = first],
  root,
  editingHostPort,
}: Options): Promise<RunningProxy> {
  const file = 'deploy/nginx.conf';
  const { folder, certFile, keyFile } = prepareFolder('lumbre-nginx-');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = replaceEach(file, readFileSync(file, 'utf8'), [
    // The redirect to HTTPS and the server for unknown hosts.
    [/^(\s*)listen 80( default_server)?;$/m, `$1listen 127.0.0.1:${httpPort}$2;`, 2],
    [/^(\s*)listen \[::\]:80( default_server)?;$/m, ipv6Listen(httpPort, '$2'), 2],
    // The site, the bare domain's redirect and the server for unknown hosts.
    [/^(\s*)listen 443 ssl http2( default_server)?;$/m, `$1listen 127.0.0.1:${httpsPort} ssl http2$2;`, 3],
    [/^(\s*)listen \[::\]:443 ssl http2( default_server)?;$/m, ipv6Listen(httpsPort, ' ssl http2$2'), 3],
    [/^(\s*)ssl_certificate \S+;/m, `$1ssl_certificate ${certFile};`, 2],
    [/^(\s*)ssl_certificate_key \S+;/m, `$1ssl_certificate_key ${keyFile};`, 2],
    [/^(\s*)root \/srv\/lumbre\/current\/dist\/client;/m, `$1root ${path.resolve(root)};`],
    [/^(\s*server 127\.0\.0\.1:)4321\b/m, `$1${first}`],
    [/^(\s*server 127\.0\.0\.1:)4322\b/m, `$1${second}`],
    [/^(\s*access_log )\/var\/log\/nginx\/lumbre\.access\.log\b/m, `$1${folder}/access.log`],
  ]);
  const editorFile = 'deploy/nginx-editor.conf';
  const editor =
    editingHostPort === undefined
      ? ''
      : replaceEach(editorFile, readFileSync(editorFile, 'utf8'), [
          [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${httpsPort} ssl http2;`],
          [/^(\s*)listen \[::\]:443 ssl http2;$/m, ipv6Listen(httpsPort, ' ssl http2')],
          [/^(\s*)ssl_certificate \S+;/m, `$1ssl_certificate ${certFile};`],
          [/^(\s*)ssl_certificate_key \S+;/m, `$1ssl_certificate_key ${keyFile};`],
          [/^(\s*proxy_pass http:\/\/127\.0\.0\.1:)4330;/m, `$1${editingHostPort};`],
        ]);
  writeFileSync(path.join(folder, 'lumbre.conf'), `${site}\n${editor}`);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    // Debian's main config with the room docs/deploy.md gives it (Debian's own: 768 connections per worker).
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
worker_rlimit_nofile 16384;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/lumbre.conf;
}
`,
  );
  const args = [
    '-p',
    folder,
    '-c',
    path.join(folder, 'nginx.conf'),
    '-e',
    path.join(folder, 'error.log'),
    '-g',
    'daemon off;',
  ];
  const ports = { httpPort, httpsPort };
  return run('nginx', folder, nginxPath, args, ports, [httpPort, httpsPort], path.join(folder, 'error.log'));
}

export const caddyInstalled = existsSync(caddyPath);

/** Caddy running deploy/Caddyfile, its sites on one port with our certificate instead of Let's Encrypt's. */
export async function startCaddy({ upstreamPorts, root }: Options): Promise<RunningProxy> {
  const file = 'deploy/Caddyfile';
  const { folder, certFile, keyFile } = prepareFolder('lumbre-caddy-');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const tls = `tls ${certFile} ${keyFile}`;
  const config = replaceEach(file, readFileSync(file, 'utf8'), [
    [
      /^\{$/m,
      `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tauto_https disable_redirects\n\tstorage file_system ${folder}/data`,
    ],
    [/^lumbre\.com\.ar \{$/m, `lumbre.com.ar {\n\t${tls}`],
    [/^www\.lumbre\.com\.ar \{$/m, `www.lumbre.com.ar {\n\t${tls}`],
    [/^(\s*)root \* \/srv\/lumbre\/current\/dist\/client$/m, `$1root * ${path.resolve(root)}`],
    [
      /^(\s*)reverse_proxy 127\.0\.0\.1:4321 127\.0\.0\.1:4322 \{$/m,
      `$1reverse_proxy ${upstreamPorts.map((port) => `127.0.0.1:${port}`).join(' ')} {`,
    ],
  ]);
  writeFileSync(path.join(folder, 'Caddyfile'), config);
  const args = ['run', '--adapter', 'caddyfile', '--config', path.join(folder, 'Caddyfile')];
  const ports = { httpPort, httpsPort };
  return run('caddy', folder, caddyPath, args, ports, [httpsPort], path.join(folder, 'caddy.log'));
}
