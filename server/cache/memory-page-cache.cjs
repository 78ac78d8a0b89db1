// The cache handler of `next start` (next.config.ts `cacheHandler`): Next's own file-system cache
// handler, told never to write to disk, so that cached pages and reads live in memory only
// (cacheMaxMemorySize, PAGE_CACHE_MB). Pages must not be flushed to disk: a million listings and
// their searches would become millions of files under .next. The switch for that,
// experimental.isrFlushToDisk, also turns off the image optimiser's disk cache, which is wanted:
// without it every photo is encoded again (about 150 ms of CPU) on every request.
//
// Several instances (REDIS_URL): each keeps its own pages, so what one instance clears
// (revalidatePath after a change, which reaches the handler as tags) is told to the others through
// Redis, along with the memos of lib/api/memo.ts that server/cache/public-pages.ts forgets. An
// instance also hears its own messages; clearing twice only costs one more render.
// Plain CommonJS: Next loads this file at run time, outside its bundles.
const fs = require('node:fs');
const path = require('node:path');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

const CHANNEL = 'motomaroc:cache';

/** This process's two Redis connections (a subscribed one cannot publish), or null without REDIS_URL. */
let link;

function redisLink() {
  if (link !== undefined) return link;
  const url = (process.env.REDIS_URL || '').trim();
  if (!url) return (link = null);
  const { Redis } = require('ioredis');
  const options = { maxRetriesPerRequest: 1, connectTimeout: 2_000, retryStrategy: (attempt) => Math.min(attempt * 200, 2_000) };
  // Nothing waits for a publication: while Redis is away it fails after one retry, and other
  // instances fall back on their pages' own lifetimes (a minute); the change itself is saved.
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  let down = false;
  const onError = (error) => {
    if (down) return;
    down = true;
    console.warn(`[motomaroc] cache: Redis unreachable (${error.message}); other instances see changes when their cached pages expire`);
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.on('ready', () => (down = false));
  subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (channel, raw) => {
    if (channel !== CHANNEL) return;
    let message;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (Array.isArray(message.tags) && message.tags.length > 0) {
      void FileSystemCache.prototype.revalidateTag.call(null, message.tags.map(String), message.durations || undefined);
    }
    if (Array.isArray(message.memos)) {
      const forgetMemo = globalThis[Symbol.for('motomaroc.forgetMemo')];
      if (typeof forgetMemo === 'function') message.memos.forEach((name) => forgetMemo(String(name)));
    }
  });
  return (link = { publisher, subscriber });
}

/** Tells every instance (this one included) to clear these page tags and memos. */
function broadcast(message) {
  const redis = redisLink();
  if (!redis) return;
  redis.publisher.publish(CHANNEL, JSON.stringify(message)).catch(() => undefined);
}

/** Per build folder: Next may create a handler for every request. */
const listedBuilds = new Map();

/** The page files a build wrote under `dir` (prerendered pages and route bodies, with their metadata). */
function buildPageFiles(dir) {
  if (listedBuilds.has(dir)) return listedBuilds.get(dir);
  const found = new Set();
  const walk = (folder) => {
    let entries;
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(html|body|meta)$/.test(entry.name)) found.add(full);
    }
  };
  walk(dir);
  listedBuilds.set(dir, found);
  return found;
}

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

// When a render of each page began, at the latest: the time of the look-up that found the page
// missing or out of date, which is what sends Next to render it. Next dates a rendered page by
// when it is written, so a render that read the database before a change and finished after the
// change's revalidatePath was kept as fresh for its whole minute (a refused listing, a paused
// sponsoring still shown). Dated by this look-up instead, it is already expired when written, and
// the next visitor gets a new render. Bounded: a render that never writes its page (an error, a
// page not cached) leaves its time behind, forgotten after RENDER_WINDOW_MS or beyond MAX_PENDING.
const renderStarts = new Map();
const RENDER_WINDOW_MS = 120_000;
const MAX_PENDING = 10_000;

/** Whether Next renders the page after this look-up: not found, or older than its revalidate time. */
function rendersAfter(found, now) {
  if (!found || !found.value) return true;
  const revalidate = found.cacheControl && found.cacheControl.revalidate;
  return typeof revalidate === 'number' && now - found.lastModified > revalidate * 1000;
}

// Hits (served as they are) and misses (rendered, now or after a stale copy), read by
// server/runtime/metrics.ts, which is bundled apart from this file.
const lookups = (globalThis[Symbol.for('motomaroc.pageCacheLookups')] ??= { hit: 0, miss: 0 });

function noteLookup(key, found) {
  const now = Date.now();
  if (!rendersAfter(found, now)) {
    lookups.hit += 1;
    return;
  }
  lookups.miss += 1;
  const pending = renderStarts.get(key);
  if (pending !== undefined && now - pending < RENDER_WINDOW_MS) return; // a render began earlier
  renderStarts.delete(key);
  if (renderStarts.size >= MAX_PENDING) renderStarts.delete(renderStarts.keys().next().value);
  renderStarts.set(key, now);
}

/** When the render being written began, if a look-up of this key said so recently. */
function takeRenderStart(key) {
  const started = renderStarts.get(key);
  renderStarts.delete(key);
  return started !== undefined && Date.now() - started < RENDER_WINDOW_MS ? started : undefined;
}

class MemoryPageCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
    // Nothing is written to disk, so the only files a read can find are the build's own, listed
    // once here. Next's handler looks for a page on disk at every memory miss (an existsSync, a
    // read that fails with ENOENT and its error): for a crawler asking for listings never seen,
    // that is every request.
    this.buildFiles = context.serverDistDir ? buildPageFiles(context.serverDistDir) : null;
    // Listen from the first cache use on, so that this instance hears what others clear.
    redisLink();
  }

  async get(key, ctx) {
    if (!RESPONSE_KINDS.has(ctx.kind)) {
      // Fetch-cache entries are never read back from disk without flushToDisk (Next returns null).
      return ctx.kind === 'FETCH' && this.buildFiles && !FileSystemCache.memoryCache?.has(key) ? null : super.get(key, ctx);
    }
    const held = !this.buildFiles || FileSystemCache.memoryCache?.has(key) || this.builtOnDisk(key, ctx.kind);
    const found = held ? await super.get(key, ctx) : null;
    noteLookup(key, found);
    return found;
  }

  async set(key, data, ctx) {
    const started = takeRenderStart(key);
    await super.set(key, data, ctx);
    const entry = data && started !== undefined ? FileSystemCache.memoryCache?.get(key) : undefined;
    if (entry && entry.value === data) entry.lastModified = started;
  }

  /** Whether the build wrote this entry, under its own key or as the seed it is read from (Next's '/$/' keys). */
  builtOnDisk(key, kind) {
    if (this.buildFiles.has(this.getFilePath(`${key}${kind === 'APP_ROUTE' ? '.body' : '.html'}`, kind))) return true;
    const marker = key.indexOf('/$/');
    return marker !== -1 && this.buildFiles.has(this.getFilePath(`${key.slice(marker + 2)}.meta`, kind));
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length > 0) broadcast({ tags: list, durations: durations || null });
  }
}

// For server/cache/public-pages.ts (bundled apart from this file): memos to forget everywhere.
globalThis[Symbol.for('motomaroc.broadcastCache')] = broadcast;

module.exports = MemoryPageCache;
