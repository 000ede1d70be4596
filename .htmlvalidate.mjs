// html-validate, run over every built page by tests/e2e/quality.test.ts.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // The spec asks for case videos that autoplay; they are muted, loop, have a pause button
    // and stop for prefers-reduced-motion (src/components/Media.astro). Audio may still never autoplay.
    'no-autoplay': ['error', { include: ['audio'] }],
  },
};
