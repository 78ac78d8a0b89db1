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
});
