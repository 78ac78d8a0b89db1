/**
 * The page cache reads the disk only for what the build wrote there: a page that is neither in
 * memory nor prerendered (a listing never asked before) is a miss without a file-system call.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface CacheEntry {
  value: { kind: string; html?: string } | null;
}
interface Handler {
  get(key: string, ctx: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
}
const MemoryPageCache = createRequire(import.meta.url)('./memory-page-cache.cjs') as new (context: Record<string, unknown>) => Handler;

let dir: string;
let touched: string[];
let handler: Handler;

/** Next's file-system interface over node:fs, noting every path it is asked about. */
function recordingFs() {
  const note = (file: unknown) => touched.push(String(file));
  return {
    existsSync: (file: string) => (note(file), fs.existsSync(file)),
    readFileSync: (file: string, encoding: BufferEncoding) => (note(file), fs.readFileSync(file, encoding)),
    readFile: (file: string, encoding?: BufferEncoding) => (note(file), fs.promises.readFile(file, encoding)),
    stat: (file: string) => (note(file), fs.promises.stat(file)),
    writeFile: (file: string, data: string) => (note(file), fs.promises.writeFile(file, data)),
    mkdir: (folder: string) => (note(folder), fs.promises.mkdir(folder, { recursive: true })),
  };
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-build-'));
  // A page the build prerendered, as `next build` leaves it.
  const pages = path.join(dir, 'app', 'pages');
  fs.mkdirSync(pages, { recursive: true });
  fs.writeFileSync(path.join(pages, 'about.html'), '<h1>À propos</h1>');
  fs.writeFileSync(path.join(pages, 'about.rsc'), '0:{}');
  fs.writeFileSync(path.join(pages, 'about.meta'), JSON.stringify({ status: 200, headers: {} }));
  touched = [];
  handler = new MemoryPageCache({ fs: recordingFs(), serverDistDir: dir, maxMemoryCacheSize: 1_000_000 });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('page cache and the build folder', () => {
  it('reads a prerendered page from the build', async () => {
    const entry = await handler.get('/pages/about', { kind: 'APP_PAGE', isFallback: false });
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<h1>À propos</h1>' });
    expect(touched.some((file) => file.endsWith('about.html'))).toBe(true);
  });

  it('answers a miss for a page the build never wrote without asking the disk', async () => {
    touched = [];
    expect(await handler.get('/annonce/detail-moto/Yamaha-MT-07/4242', { kind: 'APP_PAGE', isFallback: false })).toBeNull();
    expect(await handler.get('/sitemaps/motos-1', { kind: 'APP_ROUTE' })).toBeNull();
    expect(await handler.get('some-fetch-key', { kind: 'FETCH', tags: [] })).toBeNull();
    expect(touched).toEqual([]);
  });

  it('serves from memory what was rendered since', async () => {
    const page = { kind: 'APP_PAGE', html: '<h1>Yamaha MT-07</h1>', rscData: Buffer.from('0:{}'), headers: {}, status: 200 };
    await handler.set('/annonce/detail-moto/Yamaha-MT-07/4242', page, { cacheControl: { revalidate: 60, expire: 31_536_000 } });
    touched = [];
    const entry = await handler.get('/annonce/detail-moto/Yamaha-MT-07/4242', { kind: 'APP_PAGE', isFallback: false });
    expect(entry?.value).toMatchObject({ html: '<h1>Yamaha MT-07</h1>' });
    expect(touched).toEqual([]);
  });
});
