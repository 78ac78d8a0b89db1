import { describe, expect, it, vi } from 'vitest';
import { memoize } from './memo';

describe('memoize', () => {
  it('reads once per key while fresh, then serves the copy while refreshing behind it', async () => {
    vi.useFakeTimers();
    let version = 0;
    const read = vi.fn(async (city: string) => `${city} v${++version}`);
    const cached = memoize(read, 1_000);
    expect(await cached('Fès')).toBe('Fès v1');
    expect(await cached('Fès')).toBe('Fès v1');
    expect(await cached('Rabat')).toBe('Rabat v2');
    expect(read).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_001);
    expect(await cached('Fès')).toBe('Fès v1');
    await vi.runAllTimersAsync();
    expect(await cached('Fès')).toBe('Fès v3');
    vi.useRealTimers();
  });

  it('does not keep a failure', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const cached = memoize(read, 60_000);
    await expect(cached()).rejects.toThrow('down');
    await Promise.resolve();
    expect(await cached()).toBe('ok');
  });

  it('forgets every copy when told, and a refresh already running does not bring the old one back', async () => {
    vi.useFakeTimers();
    let version = 0;
    let release: () => void = () => undefined;
    const read = vi.fn(async () => {
      const mine = ++version;
      if (mine === 2) await new Promise<void>((resolve) => (release = resolve));
      return `v${mine}`;
    });
    const cached = memoize(read, 1_000);
    expect(await cached()).toBe('v1');
    vi.advanceTimersByTime(1_001);
    expect(await cached()).toBe('v1'); // starts the slow refresh (v2)
    cached.forget();
    expect(await cached()).toBe('v3');
    release();
    await vi.runAllTimersAsync();
    expect(await cached()).toBe('v3');
    vi.useRealTimers();
  });
});
