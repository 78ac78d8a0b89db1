/**
 * The same fixed piece of work once a second, in a process of its own; prints the CPU time it
 * took (ms), one line each. bench:soak runs it beside the load: on a shared virtual machine the
 * same work can take twice as long from one minute to the next, and a server that slows down
 * with it did not get slower by itself. The work allocates nothing (no collector in the figure):
 * hashing (native code), scattered writes over 8 MB (beyond the caches) and a tight integer loop.
 */
import crypto from 'node:crypto';

const block = Buffer.alloc(4096, 7);
const table = new Float64Array(1 << 20);

function fixedWork() {
  let checksum = 0;
  for (let i = 0; i < 2000; i += 1) checksum += crypto.createHash('sha1').update(block).digest()[0];
  for (let i = 0; i < table.length; i += 4) table[(i * 2654435761) & (table.length - 1)] += i;
  let hash = 0;
  for (let i = 0; i < 4_000_000; i += 1) hash = (hash * 31 + i) | 0;
  return checksum + hash;
}

// Compiled and optimised before the first figure.
for (let i = 0; i < 5; i += 1) fixedWork();
setInterval(() => {
  const before = process.cpuUsage();
  fixedWork();
  const spent = process.cpuUsage(before);
  process.stdout.write(`${((spent.user + spent.system) / 1000).toFixed(2)}\n`);
}, 1000);
