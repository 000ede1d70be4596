// Stylised, faceless people for the team and audience pictures.
export type PersonOpts = {
  skin: string;
  hair: string;
  style: 'short' | 'long' | 'bun' | 'curly' | 'bald' | 'side' | 'bob' | 'afro' | 'cap';
  shirt: string;
  collar?: string;
  glasses?: string;
  beard?: boolean;
  accent?: string;
  shade?: string;
};
/** Stylised, faceless bust in a 200×240 box. */
export function person(o: PersonOpts): string {
  const shade = o.shade ?? 'rgba(0,0,0,.12)';
  let back = '',
    front = '';
  const hx = 100,
    hy = 92;
  const top = 'M59,96 A41,50 0 0 1 141,96';
  switch (o.style) {
    case 'long':
      back = `<path d="M55,96 A45,52 0 0 1 145,96 L152,198 C130,208 70,208 48,198Z" fill="${o.hair}"/>`;
      front = `<path d="${top} C138,76 116,64 102,64 C86,64 62,76 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'bob':
      back = `<path d="M55,96 A45,52 0 0 1 145,96 L148,146 C130,156 70,156 52,146Z" fill="${o.hair}"/>`;
      front = `<path d="${top} C136,74 110,66 92,68 C78,70 64,80 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'bun':
      front = `<circle cx="100" cy="40" r="19" fill="${o.hair}"/><path d="${top} C136,78 120,68 100,68 C80,68 64,78 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'curly':
      front = [
        [64, 76],
        [72, 60],
        [86, 50],
        [100, 47],
        [114, 50],
        [128, 60],
        [136, 76],
        [60, 92],
        [140, 92],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="${o.hair}"/>`)
        .join('');
      break;
    case 'afro':
      back = `<circle cx="100" cy="80" r="60" fill="${o.hair}"/>`;
      front = `<path d="${top} C134,80 118,74 100,74 C82,74 66,80 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'side':
      front = `<path d="${top} C141,82 134,70 122,64 C106,78 82,82 60,88Z" fill="${o.hair}"/>`;
      break;
    case 'short':
      front = `<path d="${top} C136,80 122,70 100,70 C80,70 64,80 59,96Z" fill="${o.hair}"/>`;
      break;
    case 'cap':
      front = `<path d="M57,88 A43,48 0 0 1 143,88Z" fill="${o.hair}"/><path d="M124,84 L166,90 C164,97 142,96 124,94Z" fill="${o.hair}"/>`;
      break;
    case 'bald':
      break;
  }
  const beard = o.beard
    ? `<path d="M64,100 C66,140 90,146 100,146 C110,146 134,140 136,100 C130,120 116,126 100,126 C84,126 70,120 64,100Z" fill="${o.hair}"/>`
    : '';
  const glasses = o.glasses
    ? `<g fill="none" stroke="${o.glasses}" stroke-width="4"><circle cx="84" cy="98" r="11"/><circle cx="116" cy="98" r="11"/><path d="M95,98 h10"/></g>`
    : '';
  return `<g>${back}
    <path d="M18,240 C18,178 58,160 100,160 C142,160 182,178 182,240Z" fill="${o.shirt}"/>
    ${o.collar ? `<path d="M82,160 L100,190 L118,160Z" fill="${o.collar}"/>` : ''}
    <rect x="86" y="120" width="28" height="46" rx="12" fill="${o.skin}"/><rect x="86" y="128" width="28" height="16" fill="${shade}"/>
    <ellipse cx="61" cy="100" rx="7" ry="10" fill="${o.skin}"/><ellipse cx="139" cy="100" rx="7" ry="10" fill="${o.skin}"/>
    <ellipse cx="${hx}" cy="${hy + 4}" rx="39" ry="46" fill="${o.skin}"/>
    ${beard}${front}${glasses}
    ${o.accent ? `<circle cx="150" cy="200" r="7" fill="${o.accent}"/>` : ''}</g>`;
}
