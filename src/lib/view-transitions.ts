// Names for the native view transitions between pages (src/styles/global.css): a case's picture and name carry the
// same name on its card and on its page, so the browser morphs one into the other. Rendered as `data-transition`.

export function caseTransition(slug: string): { picture: string; title: string } {
  return { picture: `case-${slug}-picture`, title: `case-${slug}-title` };
}
