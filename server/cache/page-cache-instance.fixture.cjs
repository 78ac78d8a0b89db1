// One app instance's page cache, in a process of its own, for memory-page-cache.test.ts: the
// parent tells it to clear tags or memos and asks what it has cleared (REDIS_URL in its env).
const path = require('node:path');
const MemoryPageCache = require(path.join(__dirname, 'memory-page-cache.cjs'));
const { areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

const handler = new MemoryPageCache({ maxMemoryCacheSize: 1_000_000 });
const forgotten = [];
globalThis[Symbol.for('motomaroc.forgetMemo')] = (name) => forgotten.push(name);

process.on('message', async (message) => {
  if (message.do === 'revalidate') await handler.revalidateTag(message.tags);
  if (message.do === 'forget') globalThis[Symbol.for('motomaroc.broadcastCache')]({ memos: [message.memo] });
  process.send({ id: message.id, expired: areTagsExpired(message.tags || [], message.since || 0), forgotten });
});
process.send({ ready: true });
