import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedPages, compressedPageSender, preferredEncoding } from './compressed-pages';

const page = (text: string) => Buffer.from(`<!DOCTYPE html><html><body>${text.repeat(200)}</body></html>`);

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0, identity')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding(['gzip', 'br'])).toBe('br');
  });
});

describe('CompressedPages', () => {
  it('compresses a version once per encoding, and the copies decompress to the page', async () => {
    const pages = new CompressedPages(1_000_000);
    const body = page('Moto à vendre – 45 000 Dh. ');
    const [first, concurrent] = await Promise.all([pages.get('v1', body, 'br'), pages.get('v1', body, 'br')]);
    expect(concurrent).toBe(first);
    expect(zlib.brotliDecompressSync(first).equals(body)).toBe(true);
    expect(await pages.get('v1', body, 'br')).toBe(first);
    const gzipped = await pages.get('v1', body, 'gzip');
    expect(zlib.gunzipSync(gzipped).equals(body)).toBe(true);
    expect(pages.size).toEqual({ entries: 2, bytes: first.length + gzipped.length });
  });

  it('keeps no more than its bytes, dropping the least recently sent first', async () => {
    // Random bytes do not compress: each copy is a little over 4 kB.
    const bodies = ['a', 'b', 'c'].map(() => randomBytes(4096));
    const pages = new CompressedPages(9_000);
    const a = await pages.get('a', bodies[0]!, 'gzip');
    await pages.get('b', bodies[1]!, 'gzip');
    expect(await pages.get('a', bodies[0]!, 'gzip')).toBe(a); // a is now the most recent
    await pages.get('c', bodies[2]!, 'gzip');
    expect(pages.size.entries).toBe(2);
    expect(pages.size.bytes).toBeLessThanOrEqual(9_000);
    expect(await pages.get('a', bodies[0]!, 'gzip')).toBe(a); // b went
    const b = await pages.get('b', bodies[1]!, 'gzip');
    expect(await pages.get('b', bodies[1]!, 'gzip')).toBe(b);
  });
});

describe('compressedPageSender', () => {
  const respond = async (request: { method?: string; acceptEncoding?: string; encoded?: string; vary?: string }, body = page('Annonce. ')) => {
    const headers = new Map<string, string | number>();
    if (request.encoded) headers.set('content-encoding', request.encoded);
    if (request.vary) headers.set('vary', request.vary);
    let ended: Buffer | undefined;
    const res = {
      headersSent: false,
      writableEnded: false,
      getHeader: (name: string) => headers.get(name.toLowerCase()),
      setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), value),
      end: (chunk: Buffer) => (ended = chunk),
    };
    const req = { method: request.method ?? 'GET', headers: request.acceptEncoding === undefined ? {} : { 'accept-encoding': request.acceptEncoding } };
    const sent = await compressedPageSender(new CompressedPages(1_000_000))(req as never, res as never, body, 'v1');
    return { sent, headers, ended, body };
  };

  it('sends the compressed copy with its encoding, length and Vary', async () => {
    const { sent, headers, ended, body } = await respond({ acceptEncoding: 'gzip, deflate, br', vary: 'rsc, next-router-state-tree' });
    expect(sent).toBe(true);
    expect(headers.get('content-encoding')).toBe('br');
    expect(headers.get('content-length')).toBe(ended!.length);
    expect(headers.get('vary')).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(zlib.brotliDecompressSync(ended!).equals(body)).toBe(true);
    expect((await respond({ acceptEncoding: 'gzip', vary: 'Accept-Encoding' })).headers.get('vary')).toBe('Accept-Encoding');
  });

  it('leaves the page to Next when there is nothing to gain or it is not a whole GET', async () => {
    expect((await respond({ acceptEncoding: 'identity' })).sent).toBe(false);
    expect((await respond({})).sent).toBe(false);
    expect((await respond({ acceptEncoding: 'br', method: 'HEAD' })).sent).toBe(false);
    expect((await respond({ acceptEncoding: 'br', encoded: 'gzip' })).sent).toBe(false);
    expect((await respond({ acceptEncoding: 'br' }, Buffer.from('<p>court</p>'))).sent).toBe(false);
  });

  it('leaves the page to Next when its compression fails', async () => {
    const failing = new CompressedPages(1_000_000);
    failing.get = () => Promise.reject(new Error('zlib'));
    const headers = new Map<string, string>();
    const res = { getHeader: (name: string) => headers.get(name), setHeader: (name: string, value: string) => headers.set(name, value), end: () => undefined };
    const sent = await compressedPageSender(failing)({ method: 'GET', headers: { 'accept-encoding': 'br' } } as never, res as never, page('Annonce. '), 'v1');
    expect(sent).toBe(false);
    expect(headers.size).toBe(0);
  });
});
