import { describe, expect, it, vi } from 'vitest';
import { supervise, type SupervisedService } from './supervise';

/** A service whose exits the test decides; `failStarts` starts fail first. */
function fakeService(failStarts = 0) {
  let exitListener: ((code: number | null) => void) | null = null;
  const state = { starts: 0, failStarts };
  const service: SupervisedService = {
    async start() {
      state.starts += 1;
      if (state.failStarts > 0) {
        state.failStarts -= 1;
        throw new Error('Port 5433 is already in use');
      }
    },
    onExit(listener) {
      exitListener = listener;
    },
  };
  return { service, state, crash: (code: number | null = null) => exitListener?.(code) };
}

/** Waits for what the supervisor does after an exit: its restarts are timers, late on a busy machine. */
const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });
/** For what must not happen: long enough for a restart timer of 1 ms to have run, on an idle machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('supervise', () => {
  it('starts a service again after an unexpected exit, retrying failed starts, with a line each time', async () => {
    const lines: string[] = [];
    const { service, state, crash } = fakeService(2);
    let gaveUp: string | null = null;
    supervise('PostgreSQL', service, {
      say: (line) => lines.push(line),
      stopping: () => false,
      giveUp: (reason) => void (gaveUp = reason),
      delaysMs: [1, 1, 1, 1],
    });
    crash();
    await eventually(() => expect(lines).toHaveLength(4));
    expect(state.starts).toBe(3);
    expect(gaveUp).toBeNull();
    expect(lines).toEqual([
      'PostgreSQL stopped unexpectedly (code none); restarting it',
      'PostgreSQL: restart attempt 1 of 4 failed: Port 5433 is already in use',
      'PostgreSQL: restart attempt 2 of 4 failed: Port 5433 is already in use',
      'PostgreSQL restarted (attempt 3)',
    ]);
    // Watched again after the restart.
    crash(1);
    await eventually(() => expect(state.starts).toBe(4));
  });

  it('gives up with a clear reason when it cannot start, or keeps falling over', async () => {
    const failing = fakeService(10);
    const reasons: string[] = [];
    supervise('PostgreSQL', failing.service, {
      say: () => undefined,
      stopping: () => false,
      giveUp: (reason) => void reasons.push(reason),
      delaysMs: [1, 1, 1],
      logFile: '.data/postgres.log',
    });
    failing.crash();
    await eventually(() => expect(reasons).toHaveLength(1));
    expect(reasons).toEqual(['PostgreSQL could not be restarted after 3 attempts; see .data/postgres.log']);

    const flapping = fakeService();
    supervise('The Auth emulator', flapping.service, {
      say: () => undefined,
      stopping: () => false,
      giveUp: (reason) => void reasons.push(reason),
      delaysMs: [1],
      maxExits: 3,
    });
    for (let i = 0; i < 3; i += 1) {
      flapping.crash();
      await eventually(() => expect(flapping.state.starts).toBe(i + 1));
    }
    flapping.crash();
    await eventually(() => expect(reasons).toHaveLength(2));
    expect(flapping.state.starts).toBe(3);
    expect(reasons[1]).toBe('The Auth emulator stopped 4 times in 10 minutes: not restarted again');
  });

  it('leaves it alone when the site is stopping', async () => {
    const { service, state, crash } = fakeService();
    supervise('PostgreSQL', service, { say: () => undefined, stopping: () => true, giveUp: () => undefined, delaysMs: [1] });
    crash(0);
    await settle();
    expect(state.starts).toBe(0);
  });
});
