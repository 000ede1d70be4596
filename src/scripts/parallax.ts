// The parallax of [data-parallax] banners and [data-speed] layers, fetched by ./motion.ts (never under reduced motion)
// on pages that have such layers. A layer drifts toward its target shift a little each frame while the page scrolls.
// It marks the layers it has taken over with `data-enhanced`. A banner's picture drifts inside its frame: the frame's
// --drift, which its crop (src/styles/crop.css) bounds so the picture's focal area stays whole and the frame covered.
import { bannerDrift, lerp, parallaxLerp, parallaxShift } from './parallax-math.ts';

function setUpParallax() {
  // A layer drifts only while the media query of its nearest [data-parallax-media] holds (the gallery: not in one column).
  const queries = new Map<string, MediaQueryList>();
  const conditionOf = (element: HTMLElement) => {
    const query = element.closest('[data-parallax-media]')?.getAttribute('data-parallax-media');
    if (!query) return null;
    if (!queries.has(query)) queries.set(query, window.matchMedia(query));
    return queries.get(query)!;
  };
  const found = [...document.querySelectorAll<HTMLElement>('[data-parallax], [data-speed]')];
  found.forEach((element) => element.setAttribute('data-enhanced', ''));
  const layers = [
    ...[...document.querySelectorAll<HTMLElement>('[data-parallax]')].map((element) => ({
      element,
      speed: -15,
      banner: true,
    })),
    ...[...document.querySelectorAll<HTMLElement>('[data-speed]')].map((element) => ({
      element,
      speed: Number(element.dataset.speed),
      banner: false,
    })),
  ]
    .filter(({ speed }) => speed !== 0 && Number.isFinite(speed))
    .map((layer) => ({ ...layer, condition: conditionOf(layer.element), current: 0 }));
  if (layers.length === 0) return;
  let pending = 0;
  const tick = () => {
    // Every layer is measured before any is moved, so a frame costs one layout, not one per layer.
    const rects = layers.map(({ element }) => element.getBoundingClientRect());
    let moving = false;
    layers.forEach((layer, index) => {
      if (layer.condition && !layer.condition.matches) {
        layer.current = 0;
        layer.element.style.removeProperty(layer.banner ? '--drift' : 'transform');
        return;
      }
      const rect = rects[index]!;
      if (rect.bottom < -200 || rect.top > window.innerHeight + 200) return;
      // A banner's picture has 8 % of its frame's height to drift either way (its box is that much taller), less
      // where its focal area fills it (the crop stops it there).
      const limit = layer.banner ? rect.height * bannerDrift : Infinity;
      const target = parallaxShift(rect.top, rect.height, window.innerHeight, layer.speed, limit);
      layer.current = lerp(layer.current, target, parallaxLerp);
      if (Math.abs(target - layer.current) > 0.1) moving = true;
      if (layer.banner) layer.element.style.setProperty('--drift', `${layer.current.toFixed(2)}px`);
      else layer.element.style.transform = `translate3d(0, ${layer.current.toFixed(2)}px, 0)`;
    });
    pending = moving ? window.requestAnimationFrame(tick) : 0;
  };
  const kick = () => {
    if (!pending) pending = window.requestAnimationFrame(tick);
  };
  window.addEventListener('scroll', kick, { passive: true });
  window.addEventListener('resize', kick);
  queries.forEach((query) => query.addEventListener('change', kick));
  kick();
}

setUpParallax();
