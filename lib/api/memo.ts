/**
 * A short-lived in-memory copy of slow-changing v1 reads (cities, brands, settings, ads…), per
 * server instance. After `ttlMs` the next call still gets the copy at once and a fresh read starts
 * behind it; a failed read is not kept. `forget()` drops every copy, when what they copy changed
 * (the next call reads afresh).
 */
interface Store<T> {
  entries: Map<string, { value: Promise<T>; at: number; refreshing: boolean }>;
  /** A read started before forget() must not put its older answer back. */
  generation: number;
}

/**
 * Named stores live on globalThis: Next may load this module once for the pages and once for the
 * route handlers (v1), and a forget() from v1 must reach the pages' copies.
 */
function storeNamed<T>(name: string | undefined): Store<T> {
  if (name === undefined) return { entries: new Map(), generation: 0 };
  const registry = ((globalThis as { [key: symbol]: Map<string, Store<unknown>> | undefined })[Symbol.for('motomaroc.memo')] ??= new Map());
  if (!registry.has(name)) registry.set(name, { entries: new Map(), generation: 0 });
  return registry.get(name) as Store<T>;
}

export function memoize<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  ttlMs: number,
  name?: string,
): ((...args: A) => Promise<T>) & { forget(): void } {
  const store = storeNamed<T>(name);
  const entries = store.entries;
  const memoized = (...args: A) => {
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
      const started = store.generation;
      read(...args).then(
        (fresh) => {
          if (started === store.generation) entries.set(key, { value: Promise.resolve(fresh), at: Date.now(), refreshing: false });
        },
        () => {
          entry.refreshing = false;
        },
      );
    }
    return entry.value;
  };
  return Object.assign(memoized, {
    forget: () => {
      store.generation += 1;
      entries.clear();
    },
  });
}

/** Drops the copies of a named memo (see memoize), wherever in this process it was created. */
export function forgetMemo(name: string): void {
  const store = storeNamed(name);
  store.generation += 1;
  store.entries.clear();
}
