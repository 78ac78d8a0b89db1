import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const watchdog = path.join(import.meta.dirname, 'event-loop-watchdog.ts');

/** Runs `body` in a fresh Node process with the watchdog started (stuck after 1 s); how it ended. */
function runWithWatchdog(body: string): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `import { startEventLoopWatchdog } from ${JSON.stringify(watchdog)};\nstartEventLoopWatchdog({ stalledMs: 1000, beatMs: 100, name: 'test' });\n${body}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Without a working watchdog the stuck child would spin forever, after the test too.
  const deadline = setTimeout(() => child.kill('SIGTERM'), 10_000);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(deadline);
      resolve({ code, signal, stderr, ms: Date.now() - started });
    }),
  );
}

describe('event loop watchdog', () => {
  it('kills a process whose event loop is stuck, with a line saying so', async () => {
    const ended = await runWithWatchdog('setTimeout(() => { for (;;) {} }, 200);');
    expect(ended.signal).toBe('SIGKILL');
    expect(ended.stderr).toMatch(/\[test\] event loop stuck for \d+ s: ending the process \(pid \d+\)/);
    expect(ended.ms).toBeLessThan(10_000);
  }, 20_000);

  it('leaves a busy process that still yields alone, and does not keep an idle one alive', async () => {
    // 3 s of CPU work in slices of about 50 ms: three times the stall limit, never stuck.
    const ended = await runWithWatchdog(`
      const until = Date.now() + 3000;
      const slice = () => { const end = Date.now() + 50; while (Date.now() < end) {} if (Date.now() < until) setImmediate(slice); };
      slice();`);
    expect(ended).toMatchObject({ code: 0, signal: null, stderr: '' });
  }, 20_000);
});
