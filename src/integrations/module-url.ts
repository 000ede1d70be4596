// `import url from './module.ts?module-url'`: the URL of that module, built as its own chunk. For a page script that
// fetches code only when needed without importing it: an import, even a dynamic one, would keep Astro from inlining
// the page script, and a phone that only reads the page should fetch no script at all.
import type { Plugin } from 'vite';

const suffix = '?module-url';

export default function moduleUrl(): Plugin {
  let serving = false;
  return {
    name: 'lumbre:module-url',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(suffix)) return null;
      const resolved = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      return resolved ? resolved.id + suffix : null;
    },
    load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      if (serving) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const reference = this.emitFile({ type: 'chunk', id: file });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
