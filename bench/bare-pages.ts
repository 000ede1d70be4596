// bench:interactions' bare pages: each does what one of the site's interactions does with nothing else on the page,
// so that an interaction's time can be read against the browser's own for the same work (docs/performance.md). Served
// by the bench beside the site, under /__bare/.

/** A page of its own: `body` and optional `style`, nothing else. */
const page = (title: string, body: string, style = '') => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>${style && `<style>${style}</style>`}</head>
<body>
${body}
</body>
</html>
`;

export const barePages: Record<string, string> = {
  /** The menu and the language switch: a button opening a <dialog> of the menu's links, as the site's does. */
  menu: page(
    'Bare menu',
    `
<button type="button" class="menu-button" commandfor="site-menu" command="show-modal" aria-haspopup="dialog">
  Menu
</button>
<dialog id="site-menu" data-enhanced aria-label="Menu">
  <nav aria-label="Language">
    <a href="/es" data-language="es" hreflang="es">ESP</a>
    <a href="/en" data-language="en" hreflang="en" aria-current="true">ENG</a>
  </nav>
  <nav aria-label="Pages">
    <ul>
      <li><a href="/en/what-we-do">What we do</a></li>
      <li><a href="/en/our-culture">Our culture</a></li>
      <li><a href="/en/case-studies">Case studies</a></li>
      <li><a href="/en/say-hello">Say hello</a></li>
    </ul>
  </nav>
  <button type="button" commandfor="site-menu" command="close">Close</button>
</dialog>
`,
  ),
  /** The case filter: twelve cards; a tab shows its category's by toggling `hidden`, and marks itself current. */
  filter: page(
    'Bare filter',
    `
<h1>Case studies</h1>
<div data-case-filter data-enhanced>
  <ul data-category-tabs>
    <li><a href="?" data-category="all" aria-current="true">All</a></li>
    <li><a href="?category=strategy" data-category="strategy">Strategy</a></li>
    <li><a href="?category=design" data-category="design">Design</a></li>
    <li><a href="?category=development" data-category="development">Development</a></li>
  </ul>
  <ul data-cards></ul>
</div>
<script>
  const categories = ['strategy', 'design', 'development'];
  const cards = document.querySelector('[data-cards]');
  for (let index = 0; index < 12; index++) {
    const card = document.createElement('li');
    card.dataset.categories = categories[index % 3];
    card.innerHTML = \`<a href="#case-\${index}">Case \${index + 1}</a>\`;
    cards.append(card);
  }
  document.querySelector('[data-category-tabs]').addEventListener('click', (event) => {
    const tab = event.target.closest('a');
    if (!tab) return;
    event.preventDefault();
    for (const other of document.querySelectorAll('[data-category-tabs] a')) other.removeAttribute('aria-current');
    tab.setAttribute('aria-current', 'true');
    for (const card of cards.children)
      card.hidden = tab.dataset.category !== 'all' && card.dataset.categories !== tab.dataset.category;
  });
</script>
`,
  ),
  /** The slider's drag: a row of slides that scrolls sideways, its scroll following the pointer's moves. */
  slider: page(
    'Bare slider',
    `
<div data-slider-viewport style="cursor: grab">
  <div>1</div>
  <div>2</div>
  <div>3</div>
  <div>4</div>
  <div>5</div>
  <div>6</div>
</div>
<script>
  const viewport = document.querySelector('[data-slider-viewport]');
  let from = null;
  viewport.addEventListener('pointerdown', (event) => {
    from = { x: event.clientX, scroll: viewport.scrollLeft };
    viewport.setPointerCapture(event.pointerId);
  });
  viewport.addEventListener('pointermove', (event) => {
    if (from) viewport.scrollLeft = from.scroll - (event.clientX - from.x);
  });
  viewport.addEventListener('pointerup', () => (from = null));
</script>
`,
    `
[data-slider-viewport] {
  display: flex;
  gap: 16px;
  overflow-x: auto;
  margin-top: 40vh;
}
[data-slider-viewport] > div {
  flex: 0 0 40%;
  height: 300px;
  background: #ccd;
}
    
`,
  ),
  /**
   * The contact form's steps with no style: Continue checks three fields and shows step 2, Send posts and shows step
   * 3, each new step's heading taking focus, as the site's do.
   */
  contact: page(
    'Bare contact',
    `
<form class="stepper" data-step="1" data-enhanced method="post" action="/api/contact">
  <fieldset data-panel="1">
    <h3 tabindex="-1">About you</h3>
    <label>Name <input id="contact-name" name="name" required /></label>
    <label>Company <input id="contact-company" name="company" required /></label>
    <label>E-mail <input id="contact-email" name="email" type="email" required /></label>
    <button type="button" class="stepper__button--primary">Continue</button>
  </fieldset>
  <fieldset data-panel="2" hidden>
    <h3 tabindex="-1">Your project</h3>
    <label>Message <textarea id="contact-comments" name="comments" required></textarea></label>
    <button type="submit">Send message</button>
  </fieldset>
  <section data-panel="3" hidden><h3 tabindex="-1">Thank you</h3></section>
</form>
<script>
  const form = document.querySelector('.stepper');
  const show = (step) => {
    form.dataset.step = String(step);
    for (const panel of form.querySelectorAll('[data-panel]')) panel.hidden = panel.dataset.panel !== String(step);
    form.querySelector(\`[data-panel="\${step}"] h3\`).focus();
  };
  form.querySelector('.stepper__button--primary').addEventListener('click', () => {
    if ([...form.querySelectorAll('[data-panel="1"] input')].every((input) => input.reportValidity())) show(2);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    await fetch(form.action, { method: 'POST', body: new FormData(form) });
    show(3);
  });
</script>
`,
  ),
};
