// The registry this project installs from does not carry every platform build of some native packages
// (for instance @astrojs/compiler-binding-darwin-arm64@0.5.1). `npm install` then leaves those optional
// packages out of package-lock.json and `npm ci` refuses the lock file as out of sync. This records each missing
// optional platform package in the lock file, with the os/cpu its name declares, so `npm ci` accepts the lock
// and skips them on machines they are not for. Run after `npm install`: `node tools/lock-missing-optionals.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const platform = (name) => {
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix', 'wasm32'].find((o) =>
    name.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'wasi', 'ppc64', 's390x', 'riscv64', 'loong64'].find((c) =>
    name.includes(`-${c}`),
  );
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
};
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform(name) };
    console.log(`recorded ${name}@${version}`);
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} optional platform package(s) recorded`);
