/**
 * Pages kept compressed. Next compresses every response it sends with gzip, so a cached page
 * cost a compression of its 90–130 kB of HTML on every request (1.4 ms of CPU, more than serving
 * it). Here each version of a page (known by the SHA-1 of its bytes) is compressed once per
 * encoding, off the main thread, and kept in a byte-bounded memory; browsers that accept Brotli get
 * it (13 % smaller than gzip at the same cost). Next's sendRenderResult hands every whole page it
 * sends to `sendCompressedPage` (scripts/patch-next.mjs); streamed (dynamic) pages and clients
 * that accept neither encoding keep Next's own compression.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PAGE_STATUS_META } from '@/lib/seo';

export type PageEncoding = 'br' | 'gzip';

/** Below this, compression is not worth a round trip through the thread pool. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality 5: about gzip's CPU for a 13 % smaller page (quality 11 costs 100 ms a page). */
function compress(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body);
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The encoding to send for this Accept-Encoding: Brotli, else gzip, else none (q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (name: PageEncoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/** Compressed copies of pages, least recently sent out first once `maxBytes` is reached. */
export class CompressedPages {
  private readonly copies = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.copies.size, bytes: this.bytes };
  }

  /** The page compressed with `encoding`; `version` names its bytes (their SHA-1). */
  async get(version: string, body: Buffer, encoding: PageEncoding): Promise<Buffer> {
    const key = `${encoding}:${version}`;
    const copy = this.copies.get(key);
    if (copy) {
      // Most recently used last: Map keeps insertion order.
      this.copies.delete(key);
      this.copies.set(key, copy);
      return copy;
    }
    // Requests for the same new version share one compression.
    let compressing = this.pending.get(key);
    if (!compressing) {
      compressing = compress(body, encoding)
        .then((compressed) => (this.keep(key, compressed), compressed))
        .finally(() => this.pending.delete(key));
      this.pending.set(key, compressing);
    }
    return compressing;
  }

  private keep(key: string, compressed: Buffer): void {
    if (compressed.length > this.maxBytes) return;
    this.copies.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldest, buffer] of this.copies) {
      if (this.bytes <= this.maxBytes) break;
      this.copies.delete(oldest);
      this.bytes -= buffer.length;
    }
  }
}

export type SendCompressedPage = (req: IncomingMessage, res: ServerResponse, body: Buffer, version: string) => Promise<boolean>;

/**
 * Sends `body` compressed if the client accepts it (GET only, whole pages of 1 kB or more, not
 * already encoded); false when it did not, and the caller sends it as before.
 */
export function compressedPageSender(pages: CompressedPages): SendCompressedPage {
  return async (req, res, body, version) => {
    if (req.method !== 'GET' || body.length < MIN_BYTES || res.getHeader('Content-Encoding')) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    if (!encoding) return false;
    // A compression that fails leaves the page to Next, as it would have been sent without this.
    const compressed = await pages.get(version, body, encoding).catch(() => null);
    if (!compressed) return false;
    if (res.headersSent || res.writableEnded) return true;
    const vary = String(res.getHeader('Vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', compressed.length);
    res.end(compressed);
    return true;
  };
}

/** A page as sent: its bytes, their version (SHA-1, base64url: its ETag), and the status it declares (with the headers that go with it). */
export interface EncodedPage {
  payload: Buffer;
  version: string;
  status?: number;
  headers?: Record<string, string>;
}

/** The status a page declares for itself (lib/seo.ts). */
const DECLARED_STATUS = new RegExp(`<meta name="${PAGE_STATUS_META}" content="(\\d{3})"`);

function encoded(text: string): EncodedPage {
  const payload = Buffer.from(text);
  const status = Number(DECLARED_STATUS.exec(text)?.[1] ?? 0);
  const version = createHash('sha1').update(payload).digest('base64url');
  // A page that is not what was asked for (gone, not found) is not for search engines either.
  return status ? { payload, version, status, headers: status >= 400 ? { 'x-robots-tag': 'noindex' } : {} } : { payload, version };
}

/**
 * The pages sent whole (scripts/patch-next.mjs hands each to it): a cached page is the same text
 * on every request, and encoding and hashing 160 kB of HTML each time was a tenth of a cached
 * list's CPU. Kept per text, least recently sent out first past `maxBytes` (0: none kept).
 */
export function pageEncoder(maxBytes: number): (text: string) => EncodedPage {
  const kept = new Map<string, EncodedPage>();
  let bytes = 0;
  return (text) => {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const page = encoded(text);
    if (page.payload.length * 2 > maxBytes) return page;
    kept.set(text, page);
    // The text is kept too (as the key): count it with its bytes.
    bytes += page.payload.length * 2;
    for (const [oldest, entry] of kept) {
      if (bytes <= maxBytes) break;
      kept.delete(oldest);
      bytes -= entry.payload.length * 2;
    }
    return page;
  };
}

const SLOT = Symbol.for('motomaroc.sendCompressedPage');
const ENCODER_SLOT = Symbol.for('motomaroc.encodePage');

/**
 * Called at server start (instrumentation.ts). The copies take a quarter of the page cache's
 * memory (`PAGE_CACHE_MB`): a compressed page is about a sixth of its HTML, and the cached entry
 * also holds the page's RSC payloads; the pages' bytes another quarter. With the page cache off,
 * Next compresses as it did.
 */
export function registerCompressedPages(pageCacheBytes: number): void {
  const holder = globalThis as { [SLOT]?: SendCompressedPage; [ENCODER_SLOT]?: (text: string) => EncodedPage };
  holder[SLOT] = pageCacheBytes > 0 ? compressedPageSender(new CompressedPages(Math.floor(pageCacheBytes / 4))) : undefined;
  // With the page cache off, pages are still read for the status they declare, and kept nowhere.
  holder[ENCODER_SLOT] = pageEncoder(Math.floor(pageCacheBytes / 4));
}
