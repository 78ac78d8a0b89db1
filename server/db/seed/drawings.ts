/**
 * Drawn demo pictures, as SVG: motorcycles of each style in a few settings and views, equipment
 * and parts, brand wordmarks, shop logos and ad banners. Photos carry no text (they are rendered
 * to JPEG with sharp, and fonts differ between machines); logos and banners are served as SVG
 * and their text is drawn by the browser.
 */
import { escapeHtml } from '@/lib/markup';
import type { MotoStyle } from './reference-data';

export const COLORS = {
  rouge: '#c62828',
  noir: '#1f2023',
  blanc: '#eceff1',
  bleu: '#1e4fb8',
  gris: '#6b7280',
  vert: '#2e7d32',
  orange: '#ef6c00',
  jaune: '#e8b10c',
} as const;
export type ColorName = keyof typeof COLORS;
export const COLOR_NAMES = Object.keys(COLORS) as ColorName[];

export const BACKDROPS = ['rue', 'garage', 'plein-air', 'showroom'] as const;
export type Backdrop = (typeof BACKDROPS)[number];

/** Rendered size of the photos (the drawings use a 1200 × 900 viewBox). */
export const PHOTO_WIDTH = 1024;
export const PHOTO_HEIGHT = 768;

/** Lighter or darker shade of a #rrggbb colour (amount in [-1, 1]). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const v = (n >> shift) & 0xff;
    const target = amount >= 0 ? 255 : 0;
    return Math.round(v + (target - v) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

// ---------------------------------------------------------------- backdrops (1200 × 900)

function backdrop(kind: Backdrop): string {
  switch (kind) {
    case 'rue':
      return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd4ea"/><stop offset="1" stop-color="#e8eef3"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <rect y="120" width="1200" height="560" fill="#d9a066"/>
  <rect y="120" width="1200" height="24" fill="#c48a52"/>
  ${[90, 390, 690, 990].map((x) => `<path d="M${x} 520 V330 Q${x + 60} 250 ${x + 120} 330 V520 Z" fill="#2f5d62"/><path d="M${x + 10} 515 V335 Q${x + 60} 268 ${x + 110} 335 V515 Z" fill="#3e7a80"/>`).join('')}
  <rect y="660" width="1200" height="40" fill="#bfb8ae"/>
  <rect y="700" width="1200" height="200" fill="#55575b"/>
  ${[0, 260, 520, 780, 1040].map((x) => `<rect x="${x + 40}" y="800" width="140" height="10" fill="#d8d8d0" opacity=".7"/>`).join('')}`;
    case 'garage':
      return `
  <rect width="1200" height="900" fill="#3a3d42"/>
  <rect x="80" y="120" width="1040" height="420" rx="8" fill="#4a4e55"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${120 + i * 110}" y="170" width="14" height="${70 + (i % 3) * 40}" rx="4" fill="#9aa0a6"/>`).join('')}
  ${Array.from({ length: 6 }, (_, i) => `<circle cx="${160 + i * 170}" cy="400" r="${22 + (i % 2) * 10}" fill="none" stroke="#8b9096" stroke-width="8"/>`).join('')}
  <rect y="640" width="1200" height="260" fill="#8a8780"/>
  <rect y="640" width="1200" height="12" fill="#6f6c66"/>
  ${[150, 520, 910].map((x) => `<ellipse cx="${x}" cy="800" rx="120" ry="14" fill="#7d7a73" opacity=".6"/>`).join('')}`;
    case 'plein-air':
      return `
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5b9bd5"/><stop offset="1" stop-color="#f3d9a4"/></linearGradient></defs>
  <rect width="1200" height="900" fill="url(#sky)"/>
  <circle cx="980" cy="170" r="60" fill="#fff4cf" opacity=".9"/>
  <path d="M0 520 L180 330 L300 430 L470 250 L640 440 L800 300 L1000 460 L1200 340 V900 H0 Z" fill="#9c6b4e"/>
  <path d="M420 300 L470 250 L520 300 L495 310 L470 290 L445 310 Z" fill="#f5f5f5"/>
  <path d="M0 600 L220 480 L420 560 L650 470 L880 560 L1200 470 V900 H0 Z" fill="#b5835a"/>
  <rect y="660" width="1200" height="240" fill="#c9a27a"/>
  <path d="M0 720 L1200 700 V860 L0 900 Z" fill="#5e5f63"/>
  <path d="M0 812 L1200 784" stroke="#f1f1f1" stroke-width="8" stroke-dasharray="70 50"/>`;
    case 'showroom':
      return `
  <defs><radialGradient id="spot" cx=".5" cy=".35" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d5d9de"/></radialGradient></defs>
  <rect width="1200" height="900" fill="url(#spot)"/>
  <rect y="640" width="1200" height="260" fill="#e9ebee"/>
  <path d="M0 640 H1200" stroke="#c9cdd2" stroke-width="4"/>
  ${[200, 600, 1000].map((x) => `<ellipse cx="${x}" cy="70" rx="90" ry="18" fill="#ffffff" opacity=".9"/>`).join('')}`;
  }
}

// ---------------------------------------------------------------- motorcycles (local box ~1000 × 620)

function wheel(cx: number, cy: number, r: number, options: { disc?: boolean; spokes?: boolean; knobby?: boolean; fat?: boolean } = {}): string {
  const rim = r - (options.fat ? 34 : 26);
  const spokes = options.spokes
    ? Array.from({ length: 18 }, (_, i) => {
        const angle = (i / 18) * Math.PI * 2;
        return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(angle) * rim).toFixed(1)}" y2="${(cy + Math.sin(angle) * rim).toFixed(1)}" stroke="#b9bdc2" stroke-width="3"/>`;
      }).join('')
    : Array.from({ length: 5 }, (_, i) => {
        const angle = (i / 5) * Math.PI * 2 + 0.3;
        return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(angle) * rim).toFixed(1)}" y2="${(cy + Math.sin(angle) * rim).toFixed(1)}" stroke="#30343a" stroke-width="12" stroke-linecap="round"/>`;
      }).join('');
  return `
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#141414"/>
    ${options.knobby ? `<circle cx="${cx}" cy="${cy}" r="${r - 4}" fill="none" stroke="#2a2a2a" stroke-width="10" stroke-dasharray="10 9"/>` : ''}
    <circle cx="${cx}" cy="${cy}" r="${rim}" fill="#26292d" stroke="#9aa0a6" stroke-width="6"/>
    ${spokes}
    ${options.disc ? `<circle cx="${cx}" cy="${cy}" r="${Math.round(rim * 0.62)}" fill="none" stroke="#c3c7cc" stroke-width="12"/><rect x="${cx - 12}" y="${cy - rim * 0.75}" width="24" height="40" rx="6" fill="#b71c1c"/>` : ''}
    <circle cx="${cx}" cy="${cy}" r="18" fill="#c9ccd1"/>`;
}

function headlight(cx: number, cy: number, r: number): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#f6f3e4" stroke="#2b2b2b" stroke-width="6"/><circle cx="${cx - r / 3}" cy="${cy - r / 3}" r="${r / 3}" fill="#ffffff" opacity=".8"/>`;
}

function tankShine(d: string): string {
  return `<path d="${d}" fill="#ffffff" opacity=".28"/>`;
}

function engine(x: number, y: number, w: number, h: number): string {
  const fins = Array.from(
    { length: 4 },
    (_, i) => `<rect x="${x + 14}" y="${y + 14 + i * (h / 5)}" width="${w * 0.45}" height="6" rx="3" fill="#6a6f76"/>`,
  ).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="#3b3f45"/>${fins}<circle cx="${x + w * 0.68}" cy="${y + h * 0.7}" r="${h * 0.28}" fill="#585d64"/>`;
}

function roadster(color: string): string {
  return `
    ${wheel(250, 482, 118)}${wheel(760, 482, 118, { disc: true })}
    <path d="M250 470 L455 418 L462 440 L255 494 Z" fill="#2d2d2d"/>
    <line x1="380" y1="320" x2="430" y2="428" stroke="#d4a017" stroke-width="14" stroke-dasharray="8 5"/>
    ${engine(420, 345, 170, 110)}
    <path d="M565 420 Q565 505 470 508 L330 508" stroke="#a7abb0" stroke-width="16" fill="none" stroke-linecap="round"/>
    <rect x="250" y="478" width="150" height="36" rx="17" fill="#8d9196"/>
    <path d="M668 232 L470 330 L440 425" stroke="#262626" stroke-width="20" fill="none" stroke-linejoin="round"/>
    <line x1="662" y1="222" x2="760" y2="482" stroke="#c7cbd0" stroke-width="22" stroke-linecap="round"/>
    <line x1="662" y1="222" x2="700" y2="322" stroke="#3a3a3a" stroke-width="26" stroke-linecap="round"/>
    <path d="M700 402 Q760 346 832 398" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M498 258 Q518 204 600 204 Q657 208 672 246 L642 304 L503 304 Z" fill="${color}"/>
    ${tankShine('M530 226 Q560 212 610 214 Q590 228 540 240 Z')}
    <path d="M328 268 Q400 250 505 262 L505 292 Q420 294 338 294 Z" fill="#1c1c1c"/>
    <path d="M236 244 L345 262 L345 294 L282 292 Z" fill="${color}"/>
    <rect x="228" y="246" width="22" height="14" rx="4" fill="#e53935"/>
    ${headlight(708, 252, 34)}
    <path d="M632 198 L700 184" stroke="#1f1f1f" stroke-width="12" stroke-linecap="round"/>
    <line x1="650" y1="192" x2="640" y2="150" stroke="#1f1f1f" stroke-width="5"/><ellipse cx="638" cy="144" rx="18" ry="11" fill="#2b2b2b"/>
    <rect x="598" y="306" width="40" height="86" rx="6" fill="#30343a"/>`;
}

function sportive(color: string): string {
  return `
    ${wheel(250, 482, 116)}${wheel(770, 482, 116, { disc: true })}
    <path d="M250 470 L455 418 L462 440 L255 494 Z" fill="#2d2d2d"/>
    ${engine(430, 350, 160, 100)}
    <path d="M540 440 Q470 470 380 420 L300 300" stroke="#8d9196" stroke-width="16" fill="none"/>
    <path d="M280 300 L330 262 L360 290 L300 330 Z" fill="#9aa0a6"/>
    <line x1="676" y1="216" x2="770" y2="482" stroke="#d9a321" stroke-width="22" stroke-linecap="round"/>
    <path d="M560 316 Q596 200 706 184 Q770 192 792 262 Q770 344 700 396 L580 430 Q540 380 560 316 Z" fill="${color}"/>
    <path d="M640 196 Q690 150 742 176 L720 206 Q680 196 652 216 Z" fill="#1b2b3a" opacity=".85"/>
    <path d="M742 250 L786 262 L770 282 L738 272 Z" fill="#fffbe6"/>
    <path d="M600 330 Q640 300 700 300 L690 340 Q640 350 610 372 Z" fill="${shade(color, -0.35)}"/>
    ${tankShine('M600 250 Q640 210 700 206 Q670 236 620 262 Z')}
    <path d="M480 236 Q540 206 610 214 L600 268 L490 270 Z" fill="${shade(color, -0.15)}"/>
    <path d="M350 246 Q420 232 492 240 L492 268 Q420 270 358 272 Z" fill="#1c1c1c"/>
    <path d="M220 214 L360 244 L360 272 L300 290 Z" fill="${color}"/>
    <rect x="212" y="214" width="20" height="12" rx="4" fill="#e53935"/>
    <path d="M700 402 Q770 350 842 400" stroke="${shade(color, -0.2)}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
}

function trail(color: string, touring = false): string {
  return `
    ${wheel(250, 478, 122, { spokes: true })}${wheel(790, 478, 130, { spokes: true, disc: true })}
    <path d="M250 466 L470 410 L478 434 L255 490 Z" fill="#2d2d2d"/>
    <line x1="400" y1="300" x2="440" y2="420" stroke="#d4a017" stroke-width="14" stroke-dasharray="8 5"/>
    ${engine(440, 330, 180, 120)}
    <path d="M580 430 Q570 500 470 500 L340 440 L300 330" stroke="#a7abb0" stroke-width="16" fill="none"/>
    <rect x="268" y="300" width="70" height="46" rx="14" fill="#8d9196"/>
    <path d="M690 190 L480 310 L450 420" stroke="#262626" stroke-width="20" fill="none" stroke-linejoin="round"/>
    <line x1="686" y1="176" x2="790" y2="478" stroke="#c7cbd0" stroke-width="24" stroke-linecap="round"/>
    <path d="M690 300 L820 332 L760 346 L694 330 Z" fill="${color}"/>
    <path d="M500 240 Q520 170 620 170 Q690 176 706 216 L676 300 L505 300 Z" fill="${color}"/>
    ${tankShine('M540 196 Q580 178 640 182 Q610 198 550 212 Z')}
    <path d="M690 150 Q720 100 762 110 L748 200 L700 220 Z" fill="#9fc3d9" opacity=".7"/>
    <path d="M698 206 L760 196 L772 250 L712 262 Z" fill="${shade(color, -0.3)}"/>
    <path d="M752 214 L772 212 L776 236 L756 240 Z" fill="#fffbe6"/>
    <path d="M330 238 Q410 222 505 232 L505 262 Q420 266 338 266 Z" fill="#1c1c1c"/>
    <path d="M220 226 L340 240 L340 266 L270 270 Z" fill="${color}"/>
    <rect x="230" y="206" width="90" height="14" rx="4" fill="#3a3a3a"/>
    ${touring ? `<rect x="190" y="292" width="140" height="110" rx="16" fill="#2c2f33"/><rect x="200" y="300" width="120" height="12" rx="4" fill="#5f646b"/><rect x="206" y="150" width="120" height="70" rx="14" fill="#2c2f33"/>` : ''}
    <path d="M650 164 L712 150" stroke="#1f1f1f" stroke-width="12" stroke-linecap="round"/>`;
}

function scooter(color: string): string {
  return `
    ${wheel(300, 520, 82)}${wheel(770, 520, 82, { disc: true })}
    <path d="M228 430 Q232 330 330 318 L528 330 Q566 404 614 408 L648 226 Q660 172 702 172 L724 178 Q750 300 726 440 Q706 512 646 514 L372 514 Q262 512 228 430 Z" fill="${color}"/>
    ${tankShine('M260 400 Q270 340 330 334 L420 338 Q330 360 280 420 Z')}
    <path d="M530 470 L640 470 L626 514 L516 514 Z" fill="${shade(color, -0.35)}"/>
    <path d="M296 314 Q400 282 526 302 L530 334 L310 338 Z" fill="#1c1c1c"/>
    <rect x="232" y="380" width="26" height="16" rx="5" fill="#e53935"/>
    <line x1="722" y1="300" x2="770" y2="520" stroke="#3a3a3a" stroke-width="18" stroke-linecap="round"/>
    <path d="M742 474 Q770 440 812 470" stroke="${color}" stroke-width="14" fill="none" stroke-linecap="round"/>
    <path d="M676 168 L742 154" stroke="#1f1f1f" stroke-width="12" stroke-linecap="round"/>
    <path d="M724 196 L752 194 L748 232 L722 236 Z" fill="#fffbe6" stroke="#2b2b2b" stroke-width="4"/>
    <path d="M690 140 Q706 110 730 112 L726 160 L696 166 Z" fill="#9fc3d9" opacity=".7"/>
    <rect x="300" y="482" width="150" height="24" rx="11" fill="#8d9196"/>`;
}

function custom(color: string): string {
  return `
    ${wheel(230, 492, 112, { fat: true })}${wheel(830, 492, 112, { spokes: true })}
    <path d="M230 480 L440 440 L446 462 L236 504 Z" fill="#2d2d2d"/>
    ${engine(420, 360, 190, 110)}
    <path d="M600 440 Q600 520 500 520 L200 520" stroke="#d9dde1" stroke-width="14" fill="none"/>
    <path d="M600 420 Q610 500 500 500 L210 500" stroke="#c5c9ce" stroke-width="12" fill="none"/>
    <path d="M640 250 L470 330 L430 430" stroke="#262626" stroke-width="20" fill="none" stroke-linejoin="round"/>
    <line x1="630" y1="226" x2="830" y2="492" stroke="#d9dde1" stroke-width="20" stroke-linecap="round"/>
    <path d="M470 276 Q500 220 580 222 Q640 230 650 266 Q620 300 520 304 Z" fill="${color}"/>
    ${tankShine('M500 250 Q530 232 580 234 Q560 248 512 262 Z')}
    <path d="M300 292 Q380 320 470 300 L470 318 Q380 338 306 318 Z" fill="#3b2a20"/>
    <path d="M160 300 Q230 270 300 296 L296 316 Q220 300 176 330 Z" fill="${color}"/>
    ${headlight(676, 262, 30)}
    <path d="M600 160 L612 214 L664 214 L676 160" stroke="#d9dde1" stroke-width="10" fill="none" stroke-linecap="round"/>`;
}

function cross(color: string): string {
  return `
    ${wheel(250, 476, 124, { spokes: true, knobby: true })}${wheel(790, 476, 130, { spokes: true, knobby: true, disc: true })}
    <path d="M250 464 L470 400 L478 424 L255 488 Z" fill="#9aa0a6"/>
    <line x1="420" y1="280" x2="450" y2="404" stroke="#ff9800" stroke-width="14" stroke-dasharray="8 5"/>
    ${engine(460, 330, 130, 100)}
    <path d="M560 360 Q600 300 520 260 L300 230" stroke="#a7abb0" stroke-width="14" fill="none"/>
    <path d="M700 170 L490 290 L470 410" stroke="#d0d4d8" stroke-width="16" fill="none" stroke-linejoin="round"/>
    <line x1="696" y1="160" x2="790" y2="476" stroke="#e0b52a" stroke-width="24" stroke-linecap="round"/>
    <path d="M700 262 L850 240 L820 268 L706 284 Z" fill="${color}"/>
    <path d="M520 236 Q560 196 640 200 L690 230 L600 270 L520 268 Z" fill="${color}"/>
    <path d="M300 226 L620 218 L620 236 L306 244 Z" fill="#1c1c1c"/>
    <path d="M200 206 L320 228 L300 250 L230 240 Z" fill="${color}"/>
    <ellipse cx="716" cy="206" rx="34" ry="42" fill="#f5f5f5" stroke="${color}" stroke-width="6"/>
    <path d="M660 150 L730 140" stroke="#1f1f1f" stroke-width="10" stroke-linecap="round"/>`;
}

function cyclomoteur(color: string): string {
  return `
    ${wheel(270, 506, 96, { spokes: true })}${wheel(760, 506, 96, { spokes: true })}
    <path d="M270 496 L450 456 L456 476 L276 516 Z" fill="#2d2d2d"/>
    ${engine(430, 410, 130, 80)}
    <path d="M520 470 Q520 530 430 530 L300 520" stroke="#a7abb0" stroke-width="14" fill="none"/>
    <path d="M600 260 Q560 360 470 420 L440 440" stroke="${color}" stroke-width="30" fill="none" stroke-linecap="round"/>
    <path d="M640 210 Q690 240 680 330 Q650 380 612 392 L600 300 Z" fill="${color}"/>
    <line x1="664" y1="210" x2="760" y2="506" stroke="#c7cbd0" stroke-width="18" stroke-linecap="round"/>
    <path d="M300 330 Q380 310 470 322 L468 350 Q390 352 306 354 Z" fill="#1c1c1c"/>
    <path d="M236 314 L330 330 L330 354 L260 350 Z" fill="${color}"/>
    <rect x="230" y="290" width="110" height="12" rx="4" fill="#3a3a3a"/>
    <path d="M630 186 L700 172" stroke="#1f1f1f" stroke-width="12" stroke-linecap="round"/>
    ${headlight(690, 216, 24)}
    <path d="M712 452 Q760 420 808 452" stroke="${color}" stroke-width="12" fill="none" stroke-linecap="round"/>`;
}

function motorcycle(style: MotoStyle, color: string): string {
  switch (style) {
    case 'Sportive':
      return sportive(color);
    case 'Trail':
      return trail(color);
    case 'Routière':
      return trail(color, true);
    case 'Scooter':
      return scooter(color);
    case 'Custom':
      return custom(color);
    case 'Cross':
      return cross(color);
    case 'Cyclomoteur':
      return cyclomoteur(color);
    default:
      return roadster(color);
  }
}

/** Camera per view: the first is the full side view, then mirrored, then close-ups. */
const VIEWS = [
  { scale: 1, focus: null, mirror: false },
  { scale: 1, focus: null, mirror: true },
  { scale: 1.6, focus: [700, 330], mirror: false },
  { scale: 2.1, focus: [540, 260], mirror: false },
  { scale: 1.7, focus: [300, 450], mirror: true },
  { scale: 1.5, focus: [560, 420], mirror: true },
] as const;
export const MOTO_VIEW_COUNT = VIEWS.length;

export function motoPhotoSvg(style: MotoStyle, color: ColorName, kind: Backdrop, view: number): string {
  const camera = VIEWS[view % VIEWS.length]!;
  // The bike's local box is about 1000 × 620 with the wheels on y ≈ 600; place it on the floor.
  const base = 'translate(100 150)';
  const zoom = camera.focus ? `translate(600 450) scale(${camera.scale}) translate(${-(camera.focus[0] + 100)} ${-(camera.focus[1] + 150)})` : '';
  const mirror = camera.mirror ? 'translate(1200 0) scale(-1 1)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 1200 900">
  ${backdrop(kind)}
  <g transform="${mirror} ${zoom}">
    <ellipse cx="600" cy="${camera.focus ? 760 : 752}" rx="470" ry="30" fill="#000" opacity=".22"/>
    <g transform="${base}">${motorcycle(style, COLORS[color])}</g>
  </g>
</svg>`;
}

// ---------------------------------------------------------------- equipment and parts (600 × 600 local)

type Product = (color: string) => string;

const products: Record<string, Product> = {
  casque: (c) => `
    <path d="M120 360 Q110 170 300 130 Q480 120 500 320 L500 420 Q420 470 300 470 L160 460 Q120 430 120 360 Z" fill="${c}"/>
    <path d="M180 250 Q300 190 470 250 L480 340 Q330 320 190 350 Z" fill="#1b2430"/>
    ${tankShine('M170 220 Q240 160 330 160 Q260 200 200 250 Z')}
    <path d="M140 380 Q300 420 500 380" stroke="${shade(c, -0.35)}" stroke-width="16" fill="none"/>
    <rect x="230" y="420" width="120" height="30" rx="12" fill="#2b2b2b"/>`,
  blouson: (c) => `
    <path d="M200 130 L400 130 L470 170 L540 420 L480 440 L440 300 L440 500 L160 500 L160 300 L120 440 L60 420 L130 170 Z" fill="${c}"/>
    <line x1="300" y1="150" x2="300" y2="500" stroke="#c9ccd1" stroke-width="8"/>
    <path d="M240 130 L300 190 L360 130" fill="none" stroke="${shade(c, -0.4)}" stroke-width="14"/>
    <rect x="180" y="220" width="70" height="90" rx="24" fill="${shade(c, -0.25)}"/><rect x="350" y="220" width="70" height="90" rx="24" fill="${shade(c, -0.25)}"/>
    <path d="M160 380 H440" stroke="#f5f5f5" stroke-width="10" opacity=".8"/>`,
  gants: (c) => `
    <path d="M180 520 L170 330 Q160 300 190 296 L200 200 Q205 175 228 178 Q250 182 250 205 L252 160 Q256 132 282 134 Q306 138 306 162 L308 170 Q312 146 336 148 Q360 152 358 178 L356 220 Q362 200 386 204 Q408 210 404 236 L394 380 L440 330 Q462 312 478 330 Q490 348 474 368 L380 500 Q360 530 320 530 Z" fill="${c}"/>
    <path d="M200 430 L390 430" stroke="${shade(c, -0.4)}" stroke-width="26"/>
    <rect x="230" y="250" width="110" height="60" rx="22" fill="${shade(c, -0.3)}"/>`,
  bottes: (c) => `
    <path d="M220 100 L380 100 L390 400 Q480 420 520 470 L520 520 L170 520 L180 460 Z" fill="${c}"/>
    <path d="M220 160 H380" stroke="${shade(c, -0.4)}" stroke-width="18"/><path d="M216 260 H384" stroke="${shade(c, -0.4)}" stroke-width="18"/>
    <rect x="170" y="500" width="350" height="24" rx="8" fill="#1a1a1a"/>
    <rect x="340" y="130" width="40" height="220" rx="14" fill="#cfd3d8"/>`,
  pantalon: (c) => `
    <path d="M190 110 L410 110 L440 520 L330 520 L300 230 L270 520 L160 520 Z" fill="${c}"/>
    <rect x="190" y="110" width="220" height="30" fill="${shade(c, -0.3)}"/>
    <rect x="180" y="330" width="70" height="90" rx="26" fill="${shade(c, -0.25)}"/><rect x="350" y="330" width="70" height="90" rx="26" fill="${shade(c, -0.25)}"/>`,
  combinaison: (c) => `
    <path d="M220 80 L380 80 L450 130 L520 330 L470 350 L420 230 L430 330 L450 540 L340 540 L300 330 L260 540 L150 540 L170 330 L180 230 L130 350 L80 330 L150 130 Z" fill="${c}"/>
    <path d="M300 90 L300 330" stroke="#c9ccd1" stroke-width="8"/>
    <path d="M150 200 L450 200" stroke="#f5f5f5" stroke-width="14" opacity=".85"/>
    <path d="M380 80 Q420 30 440 110" fill="${shade(c, -0.3)}"/>`,
  gilet: (c) => `
    <path d="M200 120 L270 120 L300 170 L330 120 L400 120 L450 200 L440 500 L160 500 L150 200 Z" fill="${c}"/>
    <path d="M170 260 H430 M170 360 H430" stroke="#d7ff3a" stroke-width="16" opacity=".9"/>
    <rect x="270" y="430" width="60" height="30" rx="8" fill="#2b2b2b"/>`,
  pluie: (c) => `
    <path d="M200 110 L400 110 L480 180 L540 440 L470 450 L440 320 L440 520 L160 520 L160 320 L130 450 L60 440 L120 180 Z" fill="${c}" opacity=".85"/>
    <path d="M240 110 Q300 40 360 110" fill="${shade(c, -0.2)}"/>
    <path d="M160 300 H440 M160 420 H440" stroke="#cfd8dc" stroke-width="12"/>`,
  intercom: (c) => `
    <rect x="180" y="220" width="240" height="160" rx="40" fill="${c}"/>
    <circle cx="300" cy="300" r="46" fill="#1f1f1f"/><circle cx="300" cy="300" r="24" fill="#3a3a3a"/>
    <rect x="400" y="150" width="16" height="110" rx="8" fill="#2b2b2b"/>
    <rect x="140" y="400" width="320" height="30" rx="12" fill="#2b2b2b"/>`,
  topcase: (c) => `
    <path d="M120 250 Q130 150 300 140 Q470 150 480 250 L470 460 Q460 490 430 490 L170 490 Q140 490 130 460 Z" fill="#26292d"/>
    <path d="M120 250 H480" stroke="#4a4f56" stroke-width="12"/>
    <rect x="230" y="300" width="140" height="36" rx="10" fill="${c}"/>
    <path d="M170 470 H430" stroke="#4a4f56" stroke-width="8"/>`,
  antivol: (c) => `
    <path d="M200 330 V210 Q200 110 300 110 Q400 110 400 210 V330" stroke="#b0b6bd" stroke-width="44" fill="none"/>
    <rect x="150" y="300" width="300" height="90" rx="30" fill="${c}"/>
    <circle cx="300" cy="345" r="16" fill="#1a1a1a"/>`,
  protection: (c) => `
    <path d="M150 450 Q120 250 260 170 L420 170 Q480 240 460 450" stroke="${c}" stroke-width="34" fill="none" stroke-linecap="round"/>
    <path d="M190 330 H430" stroke="${c}" stroke-width="26" stroke-linecap="round"/>
    <rect x="230" y="380" width="150" height="100" rx="20" fill="#3b3f45"/>`,
  bulle: () => `
    <path d="M180 500 Q150 250 240 110 Q300 80 360 110 Q450 250 420 500 Z" fill="#9fc3d9" opacity=".7" stroke="#5f7f93" stroke-width="6"/>
    <circle cx="210" cy="470" r="10" fill="#444"/><circle cx="390" cy="470" r="10" fill="#444"/>`,
  support: (c) => `
    <rect x="210" y="120" width="180" height="300" rx="24" fill="#1f1f1f"/><rect x="224" y="140" width="152" height="250" rx="10" fill="#4fa3d1"/>
    <path d="M190 180 H220 M380 180 H410 M190 360 H220 M380 360 H410" stroke="${c}" stroke-width="20" stroke-linecap="round"/>
    <rect x="280" y="420" width="40" height="110" fill="#3a3a3a"/>`,
  eclairage: (c) => `
    <circle cx="300" cy="300" r="170" fill="#2b2b2b"/><circle cx="300" cy="300" r="140" fill="#f7f3da"/>
    <circle cx="300" cy="300" r="60" fill="#ffffff"/>
    <path d="M160 300 H440" stroke="${c}" stroke-width="12" opacity=".6"/>`,
  housse: (c) => `
    <path d="M80 480 Q90 300 200 250 Q300 200 420 240 Q520 290 530 480 Z" fill="${c}"/>
    <path d="M120 470 Q300 430 500 470" stroke="${shade(c, -0.35)}" stroke-width="12" fill="none"/>`,
  selle: (c) => `
    <path d="M90 330 Q200 250 360 270 Q480 280 520 330 Q500 380 380 380 L140 390 Q90 380 90 330 Z" fill="#1c1c1c"/>
    <path d="M130 320 Q260 280 480 320" stroke="${c}" stroke-width="10" fill="none" stroke-dasharray="14 10"/>`,
  retro: (c) => `
    <ellipse cx="330" cy="220" rx="150" ry="90" fill="#26292d"/><ellipse cx="330" cy="220" rx="130" ry="72" fill="#a9c4d6"/>
    <path d="M250 290 L200 480" stroke="${c}" stroke-width="20" stroke-linecap="round"/>`,
  frein: (c) => `
    <circle cx="300" cy="300" r="200" fill="#c3c7cc"/><circle cx="300" cy="300" r="80" fill="#6b7075"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${(300 + Math.cos((i / 12) * Math.PI * 2) * 140).toFixed(1)}" cy="${(300 + Math.sin((i / 12) * Math.PI * 2) * 140).toFixed(1)}" r="12" fill="#8c9196"/>`).join('')}
    <path d="M400 110 Q520 200 510 320 L440 300 Q450 220 380 160 Z" fill="${c}"/>`,
  transmission: (c) => `
    <circle cx="200" cy="300" r="110" fill="none" stroke="#9aa0a6" stroke-width="28" stroke-dasharray="16 10"/>
    <circle cx="440" cy="300" r="60" fill="none" stroke="#9aa0a6" stroke-width="24" stroke-dasharray="14 9"/>
    <path d="M200 190 L440 240 M200 410 L440 360" stroke="#3a3a3a" stroke-width="18" stroke-dasharray="10 6"/>
    <circle cx="200" cy="300" r="40" fill="${c}"/>`,
  moteur: (c) => `
    <rect x="160" y="220" width="280" height="240" rx="30" fill="#4a4f56"/>
    ${Array.from({ length: 6 }, (_, i) => `<rect x="190" y="${120 + i * 20}" width="220" height="10" rx="5" fill="#8c9196"/>`).join('')}
    <circle cx="300" cy="360" r="60" fill="${c}"/>`,
  filtre: (c) => `
    <rect x="200" y="160" width="200" height="300" rx="30" fill="${c}"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="200" y="${190 + i * 32}" width="200" height="8" fill="${shade(c, -0.3)}"/>`).join('')}
    <ellipse cx="300" cy="160" rx="100" ry="26" fill="#c9ccd1"/>`,
  huile: (c) => `
    <path d="M200 180 L360 180 L400 240 L400 500 L200 500 Z" fill="${c}"/>
    <rect x="300" y="130" width="50" height="50" rx="6" fill="#1f1f1f"/>
    <rect x="220" y="300" width="160" height="120" rx="10" fill="#f5f5f5"/>
    <rect x="240" y="330" width="120" height="14" fill="${shade(c, -0.2)}"/><rect x="240" y="360" width="80" height="10" fill="#9aa0a6"/>`,
  batterie: (c) => `
    <rect x="150" y="220" width="300" height="220" rx="16" fill="#26292d"/>
    <rect x="190" y="190" width="50" height="30" fill="#c62828"/><rect x="360" y="190" width="50" height="30" fill="#1f1f1f"/>
    <rect x="190" y="290" width="220" height="60" rx="8" fill="${c}"/>`,
  carrosserie: (c) => `
    <path d="M100 420 Q140 200 330 160 Q480 150 520 260 Q470 380 300 440 Z" fill="${c}"/>
    ${tankShine('M160 380 Q200 240 320 200 Q240 280 200 390 Z')}`,
  amortisseur: (c) => `
    <rect x="270" y="90" width="60" height="60" rx="20" fill="#3a3a3a"/><rect x="270" y="450" width="60" height="60" rx="20" fill="#3a3a3a"/>
    <rect x="285" y="140" width="30" height="320" fill="#c3c7cc"/>
    <path d="M230 170 ${Array.from({ length: 9 }, (_, i) => `L370 ${185 + i * 30} L230 ${200 + i * 30}`).join(' ')}" stroke="${c}" stroke-width="18" fill="none" stroke-linejoin="round"/>`,
  echappement: (c) => `
    <path d="M80 200 Q200 200 260 300" stroke="#a7abb0" stroke-width="30" fill="none"/>
    <rect x="240" y="260" width="300" height="110" rx="50" fill="#8d9196" transform="rotate(12 390 315)"/>
    <rect x="440" y="280" width="70" height="90" rx="30" fill="${c}" transform="rotate(12 390 315)"/>`,
  pneu: () => `
    <circle cx="300" cy="300" r="230" fill="#161616"/>
    <circle cx="300" cy="300" r="230" fill="none" stroke="#2c2c2c" stroke-width="26" stroke-dasharray="22 14"/>
    <circle cx="300" cy="300" r="150" fill="#e9ebee"/><circle cx="300" cy="300" r="150" fill="none" stroke="#2a2a2a" stroke-width="6"/>`,
  chambre: (c) => `
    <circle cx="300" cy="300" r="200" fill="none" stroke="${shade(c, -0.5)}" stroke-width="60"/>
    <rect x="290" y="80" width="20" height="40" fill="#9aa0a6"/>`,
  jante: (c) => `
    <circle cx="300" cy="300" r="220" fill="none" stroke="${c}" stroke-width="30"/>
    ${Array.from({ length: 6 }, (_, i) => `<line x1="300" y1="300" x2="${(300 + Math.cos((i / 6) * Math.PI * 2) * 210).toFixed(1)}" y2="${(300 + Math.sin((i / 6) * Math.PI * 2) * 210).toFixed(1)}" stroke="${c}" stroke-width="26" stroke-linecap="round"/>`).join('')}
    <circle cx="300" cy="300" r="50" fill="#c9ccd1"/>`,
};

/** Which drawing shows a category of equipment (by its French name). */
export const PRODUCT_OF_CATEGORY: Record<string, keyof typeof products> = {
  'Top cases et bagagerie': 'topcase',
  'Antivols et alarmes': 'antivol',
  'Protections moteur et crash bars': 'protection',
  'Bulles et saute-vent': 'bulle',
  'Supports téléphone et GPS': 'support',
  Éclairage: 'eclairage',
  'Housses et bâches': 'housse',
  Selles: 'selle',
  Rétroviseurs: 'retro',
  Casques: 'casque',
  Blousons: 'blouson',
  Gants: 'gants',
  Bottes: 'bottes',
  Pantalons: 'pantalon',
  Combinaisons: 'combinaison',
  'Gilets airbag': 'gilet',
  'Équipement pluie': 'pluie',
  Intercoms: 'intercom',
  Freinage: 'frein',
  Transmission: 'transmission',
  Moteur: 'moteur',
  'Filtres et entretien': 'filtre',
  'Huiles et lubrifiants': 'huile',
  Électricité: 'batterie',
  Carrosserie: 'carrosserie',
  Suspension: 'amortisseur',
  Échappement: 'echappement',
  'Pneus route': 'pneu',
  'Pneus sport': 'pneu',
  'Pneus trail': 'pneu',
  'Pneus scooter': 'pneu',
  'Pneus cross': 'pneu',
  'Chambres à air': 'chambre',
  Jantes: 'jante',
};

const STUDIOS = [
  ['#f4f5f7', '#dfe3e8'],
  ['#efe6da', '#d8c7b0'],
  ['#e3edf5', '#c6d6e4'],
] as const;
export const PRODUCT_VIEW_COUNT = 3;

export function productPhotoSvg(categoryName: string, color: ColorName, view: number): string {
  const draw = products[PRODUCT_OF_CATEGORY[categoryName] ?? 'topcase']!;
  const [light, dark] = STUDIOS[view % STUDIOS.length]!;
  const camera = [
    'translate(600 430) scale(1.3) translate(-300 -300)',
    'translate(600 430) scale(-1.3 1.3) translate(-300 -300)',
    'translate(600 450) scale(1.9) translate(-300 -280)',
  ][view % PRODUCT_VIEW_COUNT];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 1200 900">
  <defs><radialGradient id="studio" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></radialGradient></defs>
  <rect width="1200" height="900" fill="url(#studio)"/>
  <ellipse cx="600" cy="820" rx="360" ry="26" fill="#000" opacity=".14"/>
  <g transform="${camera}">${draw(COLORS[color])}</g>
</svg>`;
}

// ---------------------------------------------------------------- logos and banners (SVG files)

export function brandLogoSvg(name: string, color: string): string {
  const size = Math.max(24, Math.min(56, Math.floor(360 / Math.max(name.length, 3))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeHtml(name)}">
  <rect width="240" height="120" rx="14" fill="#ffffff"/>
  <rect x="18" y="84" width="204" height="6" rx="3" fill="${color}"/>
  <text x="120" y="70" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="800" font-style="italic" letter-spacing="1" fill="${color}">${escapeHtml(name.toUpperCase())}</text>
</svg>`;
}

export function shopLogoSvg(name: string, color: string): string {
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-ZÀ-Ý]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeHtml(name)}">
  <circle cx="100" cy="100" r="96" fill="${color}"/>
  <circle cx="100" cy="100" r="80" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 7" opacity=".7"/>
  <text x="100" y="118" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="58" font-weight="800" fill="#ffffff">${escapeHtml(initials)}</text>
  <path d="M52 146 Q100 164 148 146" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>`;
}

export function bannerSvg(options: { titre: string; texte: string; action: string; color: string; mobile: boolean }): string {
  const { titre, texte, action, color, mobile } = options;
  const [w, h] = mobile ? [640, 200] : [1200, 250];
  const titleSize = mobile ? 30 : 46;
  const textSize = mobile ? 17 : 22;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(titre)}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.45)}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="${w - (mobile ? 90 : 170)}" cy="${h / 2}" r="${mobile ? 120 : 190}" fill="#ffffff" opacity=".08"/>
  <g transform="translate(${w - (mobile ? 170 : 330)} ${mobile ? 70 : 40}) scale(${mobile ? 0.14 : 0.24})" opacity=".9">${roadster('#ffffff')}</g>
  <text x="${mobile ? 24 : 56}" y="${mobile ? 62 : 92}" font-family="Arial, Helvetica, sans-serif" font-size="${titleSize}" font-weight="800" fill="#ffffff">${escapeHtml(titre)}</text>
  <text x="${mobile ? 24 : 56}" y="${mobile ? 98 : 136}" font-family="Arial, Helvetica, sans-serif" font-size="${textSize}" fill="#ffffff" opacity=".92">${escapeHtml(texte)}</text>
  <rect x="${mobile ? 24 : 56}" y="${mobile ? 124 : 162}" width="${mobile ? 170 : 220}" height="${mobile ? 44 : 52}" rx="${mobile ? 22 : 26}" fill="#ffffff"/>
  <text x="${mobile ? 109 : 166}" y="${mobile ? 152 : 195}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${mobile ? 17 : 20}" font-weight="700" fill="${shade(color, -0.3)}">${escapeHtml(action)}</text>
</svg>`;
}
