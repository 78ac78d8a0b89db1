/**
 * First-load JavaScript of each public page: the scripts its HTML loads, gzip-compressed as the
 * server would send them. Target: at most 150 kB per page (the framework alone is about 131 kB).
 * Also says whether the lightbox and the carousel code ship where they are not used.
 */
import { gzipSync } from 'node:zlib';

export const JS_BUDGET_KB = 150;

export interface PageWeight {
  path: string;
  scripts: number;
  /** kB to the byte: the budget is checked on this, not on the rounded figure printed */
  gzipKb: number;
  hasCarousel: boolean;
  hasLightbox: boolean;
}

const sizes = new Map<string, { gzip: number; text: string }>();

async function script(base: string, src: string) {
  if (!sizes.has(src)) {
    const text = await (await fetch(new URL(src, base))).text();
    sizes.set(src, { gzip: gzipSync(text).length, text });
  }
  return sizes.get(src)!;
}

export async function measurePage(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${base}${path}`)).text();
  // Legacy-browser polyfills (nomodule) are never loaded by the browsers we measure.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.flatMap((tag) => /src="([^"]+\.js)"/.exec(tag)?.[1] ?? []))];
  let gzip = 0;
  let hasCarousel = false;
  let hasLightbox = false;
  for (const src of sources) {
    const file = await script(base, src);
    gzip += file.gzip;
    // Markers of the embla carousel and of our lightbox in the shipped code.
    if (/scrollSnapList|emblaCarousel/.test(file.text)) hasCarousel = true;
    if (/Visionneuse de photos/.test(file.text)) hasLightbox = true;
  }
  return { path, scripts: sources.length, gzipKb: gzip / 1024, hasCarousel, hasLightbox };
}

export async function measurePages(base: string, paths: string[]): Promise<PageWeight[]> {
  const result: PageWeight[] = [];
  for (const path of paths) result.push(await measurePage(base, path));
  return result;
}

export function printWeights(weights: PageWeight[]): boolean {
  const rows = weights.map((w) => [
    w.path,
    String(w.scripts),
    // Two decimals: 150.03 kB is over the budget, and would print as 150.0.
    `${w.gzipKb.toFixed(2)} kB`,
    w.gzipKb <= JS_BUDGET_KB ? `✓ ≤ ${JS_BUDGET_KB}` : `✗ > ${JS_BUDGET_KB}`,
    w.hasCarousel ? 'oui' : 'non',
    w.hasLightbox ? 'oui' : 'non',
  ]);
  const header = ['page', 'scripts', 'JS gzip au chargement', 'budget', 'carrousel chargé', 'lightbox chargée'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |\n${rows.map(line).join('\n')}\n`);
  return weights.every((w) => w.gzipKb <= JS_BUDGET_KB);
}
