/**
 * npm run bench:upload — what a listing photo costs, from the phone to the card.
 *
 * 1. A 12 MP phone photo (4000 × 3000 JPEG with EXIF orientation 6, a textured scene made here) is
 *    processed by the server's one picture path (server/storage/pictures: decode, rotate, strip,
 *    resize to 2048 px, encode, fingerprint, store): p50/p95 over --iterations runs (target p50 ≤
 *    400 ms), the same without the fingerprint in turn (target: it adds ≤ 10 %), the
 *    stored size (target ≤ 600 kB), and the peak memory (RSS) of 4 uploads at once.
 * 2. The stored photo through Next's image optimiser at the card's 2× width (640 px), in AVIF and
 *    WebP as browsers ask for them (target ≤ 30 kB).
 * 3. The browser's reduction before upload (lib/photos/reduce, bundled as is) in Chromium with a 4×
 *    CPU slowdown (target ≤ 1.5 s), and what it sends.
 *
 * Options: --iterations=N (default 15), --browser-runs=N (default 7).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { imageOptimizer } from 'next/dist/server/image-optimizer.js';
import sharp from 'sharp';
import { PHOTO_MAX_SIDE } from '../../server/api/routes/upload';
import { localFileStore } from '../../server/storage/files';
import { storePicture } from '../../server/storage/pictures';
import { runBenchmark } from './timing';

const argument = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ITERATIONS = argument('iterations', 15);
const BROWSER_RUNS = argument('browser-runs', 7);
const CARD_WIDTH = 640;
const say = (message: string) => console.log(`[bench] ${message}`);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * A photo-like 12 MP JPEG: smooth gradients (sky, ground) with fine grain, as a phone sensor gives,
 * at a phone's quality. A flat colour would compress to nothing and flatter every figure.
 */
async function phonePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => ((seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff) % 25) - 12;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const sky = y < height * 0.55;
      const base = sky ? [90 + (y / height) * 120, 140 + (y / height) * 80, 220] : [120 + (x / width) * 60, 100 + ((x + y) % 400) / 8, 70];
      const wave = 20 * Math.sin(x / 37) * Math.cos(y / 53);
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.max(0, Math.min(255, base[c]! + wave + noise()));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function serverSide(photo: Buffer, root: string) {
  const files = localFileStore(root);
  const target = { folder: 'photos/bench', maxSide: PHOTO_MAX_SIDE, fingerprint: true };
  // The same path without the perceptual fingerprint (server/trust), run in turn with it: its cost.
  const unprinted = { ...target, fingerprint: false };
  for (let i = 0; i < 2; i++) await storePicture(new Uint8Array(photo), target, files);
  const samples: number[] = [];
  const samplesWithout: number[] = [];
  let stored = '';
  for (let i = 0; i < ITERATIONS; i++) {
    let started = performance.now();
    stored = (await storePicture(new Uint8Array(photo), target, files)).path;
    samples.push(performance.now() - started);
    started = performance.now();
    await storePicture(new Uint8Array(photo), unprinted, files);
    samplesWithout.push(performance.now() - started);
  }
  const storedBytes = fs.statSync(path.join(root, stored)).size;
  const meta = await sharp(path.join(root, stored)).metadata();

  // Peak memory while four photos are processed at once (sampled every 5 ms).
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  await Promise.all(Array.from({ length: 4 }, () => storePicture(new Uint8Array(photo), target, files)));
  const concurrentMs = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { samples, samplesWithout, stored: path.join(root, stored), storedBytes, meta, baseline, peak, concurrentMs };
}

async function optimiserSizes(storedPath: string) {
  const buffer = fs.readFileSync(storedPath);
  const sizes: Record<string, number> = {};
  for (const mimeType of ['image/avif', 'image/webp']) {
    const result = await imageOptimizer(
      { buffer, contentType: 'image/webp', cacheControl: null, etag: 'bench' },
      { href: '/uploads/photos/bench/photo.webp', width: CARD_WIDTH, quality: 75, mimeType },
      {
        experimental: {
          imgOptConcurrency: null,
          imgOptOperationCache: true,
          imgOptMaxInputPixels: 268_402_689,
          imgOptSequentialRead: null,
          imgOptTimeoutInSeconds: 7,
          imgOptMozjpeg: false,
        },
        images: { dangerouslyAllowSVG: false, minimumCacheTTL: 60 },
      } as Parameters<typeof imageOptimizer>[2],
      { silent: true },
    );
    sizes[mimeType] = result.buffer.length;
  }
  return sizes;
}

async function browserSide(photo: Buffer) {
  const bundle = await build({
    entryPoints: [path.join(import.meta.dirname, '..', '..', 'lib', 'photos', 'reduce.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'PhotoReduce',
    write: false,
    target: 'es2022',
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    await page.evaluate((base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      (window as unknown as { photo: Blob }).photo = new Blob([bytes], { type: 'image/jpeg' });
    }, photo.toString('base64'));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const runs: { ms: number; bytes: number; width: number; height: number }[] = [];
    for (let i = 0; i < BROWSER_RUNS + 1; i++) {
      const run = await page.evaluate(async () => {
        const { reducePhoto } = (window as unknown as { PhotoReduce: typeof import('../../lib/photos/reduce') }).PhotoReduce;
        const started = performance.now();
        const reduced = await reducePhoto((window as unknown as { photo: Blob }).photo);
        const ms = performance.now() - started;
        return reduced instanceof Blob
          ? { ms, bytes: reduced.size, width: 0, height: 0 }
          : { ms, bytes: reduced.blob.size, width: reduced.width, height: reduced.height };
      });
      if (i > 0) runs.push(run); // the first run warms the decoder up
    }
    return runs;
  } finally {
    await browser.close();
  }
}

async function main() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-bench-upload-'));
  try {
    say('making a 12 MP phone photo…');
    const photo = await phonePhoto();
    say(`photo: 4000 × 3000 JPEG, EXIF orientation 6, ${kB(photo.length)}`);

    const server = await serverSide(photo, root);
    const p50 = percentile(server.samples, 50);
    const sizes = await optimiserSizes(server.stored);
    const browser = await browserSide(photo);
    const browserP50 = percentile(
      browser.map((r) => r.ms),
      50,
    );
    const browserMax = Math.max(...browser.map((r) => r.ms));

    const rows: [string, string, string, boolean][] = [
      [
        'server: 12 MP → stored photo, p50 / p95',
        `${p50.toFixed(0)} ms / ${percentile(server.samples, 95).toFixed(0)} ms (${ITERATIONS} runs)`,
        'p50 ≤ 400 ms',
        p50 <= 400,
      ],
      [
        'the same without the photo’s fingerprint, p50',
        `${percentile(server.samplesWithout, 50).toFixed(0)} ms: the fingerprint adds ${(100 * (p50 / percentile(server.samplesWithout, 50) - 1)).toFixed(1)} %`,
        '≤ 10 %',
        p50 <= 1.1 * percentile(server.samplesWithout, 50),
      ],
      [
        'stored photo',
        `${server.meta.width} × ${server.meta.height} ${server.meta.format}, ${kB(server.storedBytes)}, EXIF ${server.meta.exif ? 'present' : 'none'}`,
        '≤ 600 kB',
        server.storedBytes <= 600 * 1024,
      ],
      [
        '4 uploads at once: RSS before → peak',
        `${(server.baseline / 2 ** 20).toFixed(0)} MB → ${(server.peak / 2 ** 20).toFixed(0)} MB (+${((server.peak - server.baseline) / 2 ** 20).toFixed(0)} MB), ${server.concurrentMs.toFixed(0)} ms`,
        'printed',
        true,
      ],
      [
        `card image from the optimiser (${CARD_WIDTH} px)`,
        `AVIF ${kB(sizes['image/avif']!)}, WebP ${kB(sizes['image/webp']!)}`,
        '≤ 30 kB',
        Math.max(sizes['image/avif']!, sizes['image/webp']!) <= 30 * 1024,
      ],
      [
        'browser reduction, Chromium 4× CPU slowdown, p50 / max',
        `${browserP50.toFixed(0)} ms / ${browserMax.toFixed(0)} ms (${BROWSER_RUNS} runs)`,
        'p50 ≤ 1.5 s',
        browserP50 <= 1500,
      ],
      ['what the phone sends', `${browser[0]!.width} × ${browser[0]!.height} JPEG, ${kB(browser[0]!.bytes)} (instead of ${kB(photo.length)})`, 'printed', true],
    ];
    const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => String(r[i]).length), ['mesure', 'résultat', 'cible'][i]!.length));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(`\n${line(['mesure', 'résultat', 'cible'])}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
    for (const [name, result, target, ok] of rows) console.log(`${line([name, result, target])} ${ok ? '✓' : '✗'}`);
    const missed = rows.filter((r) => !r[3]);
    console.log(missed.length ? `\nMissed: ${missed.map((r) => r[0]).join('; ')}` : '\nAll targets met.');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

runBenchmark(main);
