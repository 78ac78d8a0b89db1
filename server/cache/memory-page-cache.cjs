// The cache handler of `next start` (next.config.ts `cacheHandler`): Next's own file-system cache
// handler, told never to write to disk, so that cached pages and reads live in memory only
// (cacheMaxMemorySize, PAGE_CACHE_MB). Pages must not be flushed to disk: a million listings and
// their searches would become millions of files under .next. The switch for that,
// experimental.isrFlushToDisk, also turns off the image optimiser's disk cache, which is wanted:
// without it every photo is encoded again (about 150 ms of CPU) on every request.
// Plain CommonJS: Next loads this file at run time, outside its bundles.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;

module.exports = class MemoryPageCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }
};
