/**
 * Ends the server process when its event loop has been stuck for a long time, so that the start
 * script's supervisor starts a fresh one (scripts/lib/supervise.ts) instead of a person having to.
 *
 * A process whose JavaScript never yields (an endless loop, a regular expression backtracking on
 * some input) still accepts connections, so nothing outside sees it die: every request just waits.
 * The main thread writes the time into shared memory every second; a worker thread, which keeps
 * running while the main thread is stuck, reads it. Load does not trip it: a busy loop still
 * turns many times a second, and only a loop that has not turned for `stalledMs` (30 s by
 * default, far beyond any garbage collection pause) counts as stuck. The process is then killed
 * (SIGKILL: nothing on the stuck thread could run a graceful exit) after one line on stderr.
 */
import { Worker } from 'node:worker_threads';

export interface EventLoopWatchdogOptions {
  /** how long the loop may go without turning before the process is ended */
  stalledMs?: number;
  /** how often the main thread says it is alive, and the worker looks */
  beatMs?: number;
  /** the name in the line written before the kill */
  name?: string;
}

// The worker's code, inline: a file of its own would have to be found again after bundling.
const WATCHER = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const beat = new BigInt64Array(workerData.heartbeat);
setInterval(() => {
  const silentMs = Date.now() - Number(Atomics.load(beat, 0));
  if (silentMs < workerData.stalledMs) return;
  writeSync(2, '[' + workerData.name + '] event loop stuck for ' + Math.round(silentMs / 1000) + ' s: ending the process (pid ' + process.pid + ') so that it is started again\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.beatMs);
`;

const started = Symbol.for('motomaroc.eventLoopWatchdog');

/** Starts the watchdog once per process; returns the worker (for tests), or undefined if already started. */
export function startEventLoopWatchdog(options: EventLoopWatchdogOptions = {}): Worker | undefined {
  const registry = globalThis as { [started]?: true };
  if (registry[started]) return undefined;
  registry[started] = true;
  const stalledMs = options.stalledMs ?? 30_000;
  const beatMs = options.beatMs ?? 1_000;
  const heartbeat = new SharedArrayBuffer(8);
  const beat = new BigInt64Array(heartbeat);
  const touch = () => Atomics.store(beat, 0, BigInt(Date.now()));
  touch();
  // Neither keeps the process alive on its own.
  setInterval(touch, beatMs).unref();
  // execArgv: [] — CommonJS code, whatever loaders or input type the process was started with.
  const worker = new Worker(WATCHER, { eval: true, execArgv: [], workerData: { heartbeat, stalledMs, beatMs, name: options.name ?? 'motomaroc' } });
  // Unheard, a worker's error would end the process it is there to keep.
  worker.on('error', (error) => process.stderr.write(`[${options.name ?? 'motomaroc'}] event loop watchdog stopped: ${error.message}\n`));
  worker.unref();
  return worker;
}
