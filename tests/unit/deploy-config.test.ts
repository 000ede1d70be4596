import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deployConfigs, nginxRegions, policyFiles, withPolicy } from '../../tools/deploy-config.ts';
import { securityHeaders } from '../../src/server/policy.ts';

describe('deploy/, public/_redirects and public/_headers: the policy parts are what `npm run deploy:config` writes from src/server/policy.ts', () => {
  it.each(policyFiles)('$file is up to date', ({ file, regions }) => {
    const shipped = readFileSync(file, 'utf8');
    expect(withPolicy(file, shipped, regions), 'run `npm run deploy:config`').toBe(shipped);
  });

  it('rewrites a region edited by hand, in every server it serves, and refuses a file without its markers', () => {
    const shipped = readFileSync('deploy/nginx.conf', 'utf8');
    const edited = shipped.replaceAll(
      'add_header X-Frame-Options "DENY" always;',
      'add_header X-Frame-Options "SAMEORIGIN" always;',
    );
    expect(edited).not.toBe(shipped);
    expect(withPolicy('deploy/nginx.conf', edited, nginxRegions)).toBe(shipped);
    expect(() => withPolicy('x.conf', 'server {}\n', nginxRegions)).toThrow('x.conf: no "# BEGIN policy: limits"');
  });

  it('names every header of the policy in both proxies’ files and the static hosts’ _headers', () => {
    for (const { file } of deployConfigs) {
      const shipped = readFileSync(file, 'utf8');
      for (const [name, value] of Object.entries(securityHeaders))
        expect(shipped, `${file}: ${name}`).toContain(`${name} "${value}"`);
    }
    const headers = readFileSync('public/_headers', 'utf8');
    for (const [name, value] of Object.entries(securityHeaders))
      expect(headers, name).toContain(`  ${name}: ${value}\n`);
  });
});
