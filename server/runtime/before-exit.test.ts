import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEFORE_EXIT_MS, beforeExit, runBeforeExit } from './before-exit';

const drops: (() => void)[] = [];
afterEach(() => {
  for (const drop of drops.splice(0)) drop();
  vi.useRealTimers();
});

describe('before exit', () => {
  it('runs every hook, through the global Next’s cleanup awaits', async () => {
    const done: string[] = [];
    drops.push(beforeExit(async () => void done.push('traces')));
    drops.push(beforeExit(async () => Promise.reject(new Error('collector down'))));
    drops.push(
      beforeExit(() => {
        throw new Error('thrown at once');
      }),
    );
    drops.push(beforeExit(async () => void done.push('other')));
    const run = (globalThis as Record<symbol, unknown>)[Symbol.for('motomaroc.beforeExit')] as () => Promise<void>;
    await expect(run()).resolves.toBeUndefined();
    expect(done.sort()).toEqual(['other', 'traces']);
  });

  it('does not wait more than its time for a hook that hangs', async () => {
    vi.useFakeTimers();
    drops.push(beforeExit(() => new Promise(() => {})));
    let finished = false;
    const run = runBeforeExit().then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(BEFORE_EXIT_MS - 1);
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(finished).toBe(true);
  });

  it('forgets a hook taken back', async () => {
    const hook = vi.fn(async () => {});
    beforeExit(hook)();
    await runBeforeExit();
    expect(hook).not.toHaveBeenCalled();
  });
});
