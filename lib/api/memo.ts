/**
 * A short-lived in-memory copy of slow-changing v1 reads (cities, brands, settings, ads…), per
 * server instance. After `ttlMs` the next call still gets the copy at once and a fresh read starts
 * behind it; a failed read is not kept.
 */
export function memoize<A extends unknown[], T>(read: (...args: A) => Promise<T>, ttlMs: number): (...args: A) => Promise<T> {
  const entries = new Map<string, { value: Promise<T>; at: number; refreshing: boolean }>();
  return (...args: A) => {
    const key = JSON.stringify(args);
    const entry = entries.get(key);
    const now = Date.now();
    if (!entry) {
      const value = read(...args);
      entries.set(key, { value, at: now, refreshing: false });
      value.catch(() => entries.delete(key));
      return value;
    }
    if (now - entry.at > ttlMs && !entry.refreshing) {
      entry.refreshing = true;
      read(...args).then(
        (fresh) => entries.set(key, { value: Promise.resolve(fresh), at: Date.now(), refreshing: false }),
        () => {
          entry.refreshing = false;
        },
      );
    }
    return entry.value;
  };
}
