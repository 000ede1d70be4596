// The editor (Keystatic, docs/editing.md): part of `astro dev`, and of a build only when the operator set up
// GitHub storage (PUBLIC_KEYSTATIC_GITHUB_REPO). Any other build has no trace of it, so `npm start` answers 404.
import keystatic from '@keystatic/astro';
import type { AstroIntegration } from 'astro';

/** Whether this build serves the editor, committing to GitHub. */
export const editorOnServer = Boolean(process.env.PUBLIC_KEYSTATIC_GITHUB_REPO);

export default function editor(): AstroIntegration {
  const inner = keystatic();
  const page = new URL('../editor/EditorPage.astro', import.meta.url).pathname;
  return {
    name: 'lumbre-editor',
    hooks: {
      'astro:config:setup': (options) => {
        if (options.command !== 'dev' && !editorOnServer) return;
        // Keystatic's setup, with our page (its title, and no reach for the network) instead of its own.
        inner.hooks['astro:config:setup']?.({
          ...options,
          injectRoute: (route) =>
            options.injectRoute(route.pattern.startsWith('/keystatic') ? { ...route, entrypoint: page } : route),
        });
      },
    },
  };
}
