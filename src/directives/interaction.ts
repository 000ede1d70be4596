// `client:interaction`: hydrates an island the first time a visitor points at, touches, focuses or types into it.
// For islands whose HTML already works on its own (the menu is a native <dialog>), so pages that are only read
// never download React at all.
import type { ClientDirective } from 'astro';

const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, element) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const event of events) element.removeEventListener(event, hydrate);
    const run = await load();
    await run();
  };
  for (const event of events) element.addEventListener(event, hydrate, { passive: true });
};

export default interaction;
