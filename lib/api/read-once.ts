'use client';

/**
 * Reads that a page does once and shares between its components, for the public pages: who is
 * signed in (the header) and the home form's choices. A tiny store read with
 * useSyncExternalStore, started once mounted (never during a render). The signed-in pages use SWR
 * (lib/api/swr.ts); the public ones cannot afford it: it is 6 kB gzip, and each public page must
 * stay within 150 kB of first-load JavaScript (bench:pages).
 */
import { useCallback, useSyncExternalStore } from 'react';

export type ReadState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

const states = new Map<string, ReadState<unknown>>();
const pending = new Map<string, Promise<unknown>>();
const listeners = new Map<string, Set<() => void>>();

function settle(key: string, state: ReadState<unknown>) {
  states.set(key, state);
  for (const listener of listeners.get(key) ?? []) listener();
}

/** The value behind `key`, read with `load` the first time it is asked for in this page. */
export function readOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let read = pending.get(key) as Promise<T> | undefined;
  if (!read) {
    read = load();
    pending.set(key, read);
    states.set(key, { status: 'loading' });
    read.then(
      (value) => settle(key, { status: 'ready', value }),
      () => {
        // A failed read is asked again by the next component that wants it.
        pending.delete(key);
        settle(key, { status: 'failed' });
      },
    );
  }
  return read;
}

/**
 * The state of `key`'s read (undefined before mount and for a null key), started once mounted.
 * `load` must be a stable function (declared at module level).
 */
export function useReadOnce<T>(key: string | null, load: () => Promise<T>): ReadState<T> | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!key) return () => undefined;
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(notify);
      void readOnce(key, load).catch(() => undefined);
      return () => set.delete(notify);
    },
    [key, load],
  );
  return useSyncExternalStore(
    subscribe,
    () => (key ? (states.get(key) as ReadState<T> | undefined) : undefined),
    () => undefined,
  );
}
