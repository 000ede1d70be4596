// html-validate, run over every built page by tests/build/html.test.ts.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // The spec asks for case videos that autoplay; they are muted, loop, have a pause button
    // and stop for prefers-reduced-motion (src/components/Media.astro). Audio may still never autoplay.
    'no-autoplay': ['error', { include: ['audio'] }],
    // React's server renderer writes its props' names as they are spelled in JSX (autoComplete, maxLength),
    // `<input/>` and `required=""`, while Astro writes `<input>` and bare booleans. Both spellings are valid HTML
    // (attribute names are case-insensitive, void elements may self-close, an empty value is a true boolean):
    // these three rules are about one consistent house style, which two renderers cannot share.
    'attr-case': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
  },
};
