// Stylelint checks the custom properties of every stylesheet and <style>: no bugs of style (Prettier formats), only
// tokens that exist, and colour tokens written once, in src/styles/brand.ts.
import { colorTokens } from './src/styles/brand.ts';
import { focusProperties } from './src/lib/focus.ts';

/** The colour tokens the build writes in front of global.css (src/integrations/brand-colors.ts), by name. */
const brandColors = Object.fromEntries(
  colorTokens()
    .split('\n')
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1, -1).trim()]),
);

export default {
  plugins: ['stylelint-value-no-unknown-custom-properties'],
  overrides: [{ files: ['**/*.astro'], customSyntax: 'postcss-html' }],
  rules: {
    // Every var() names a token of global.css or crop.css, a brand colour, a picture's focal area (each page's rules, written by
    // src/lib/focus.ts) or a property its own stylesheet sets.
    'csstools/value-no-unknown-custom-properties': [
      true,
      {
        importFrom: [
          'src/styles/global.css',
          'src/styles/crop.css',
          { customProperties: { ...brandColors, ...Object.fromEntries(focusProperties('0 0 100 100 1')) } },
        ],
      },
    ],
    // No stylesheet defines a colour token of its own: brand.ts is the one place a colour is written.
    'property-disallowed-list': [['/^--color-/'], { message: 'Colour tokens are written in src/styles/brand.ts' }],
  },
  // Every exception says why (`/* stylelint-disable-next-line <rule> -- why */`) and still silences something.
  reportDescriptionlessDisables: true,
  reportNeedlessDisables: true,
};
