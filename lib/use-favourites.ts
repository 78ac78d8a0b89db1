'use client';

/**
 * The hearts of a page, filled in after it loads: cached pages are the same for everyone, so the
 * browser asks once which listings this person hearted (GET favoris/cles through the BFF) and every
 * heart reads the answer from this small store. A signed-out device that has never hearted
 * anything (it keeps the count it last saw) does not ask at all.
 */
import { useSyncExternalStore } from 'react';
import { bff } from './api/browser';
import { fetchSummary } from './auth/use-session';
import type { ListingKind } from './listing-types';
import { favouriteKey } from './favourite-key';

const COUNT_HINT = 'motomaroc.favoris';
let keys: Set<string> | null = null;
let asked = false;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** How many favourites this device last knew of; '0' spares a signed-out visit the request. */
export function rememberFavouriteCount(count: number) {
  try {
    window.localStorage.setItem(COUNT_HINT, String(count));
  } catch {
    // storage refused: the next page asks again
  }
}

async function load() {
  if (asked) return;
  asked = true;
  const { signedIn } = await fetchSummary();
  let hint: string | null = null;
  try {
    hint = window.localStorage.getItem(COUNT_HINT);
  } catch {}
  if (!signedIn && hint === '0') return;
  const answer = await bff('GET', '/favoris/cles');
  if (!answer.ok) return;
  keys = new Set([...(keys ?? []), ...answer.body.cles]);
  rememberFavouriteCount(answer.body.cles.length);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

/** Whether this listing is one of the person's favourites (false until known). */
export function useFavourite(kind: ListingKind, id: number): boolean {
  const key = favouriteKey(kind, id);
  return useSyncExternalStore(
    subscribe,
    () => keys?.has(key) ?? false,
    () => false,
  );
}

/** Hearts or un-hearts a listing at once, then asks v1; a refusal puts it back and answers v1's text (null when it gave none). */
export async function setFavourite(kind: ListingKind, id: number, on: boolean): Promise<{ ok: true } | { ok: false; error: string | null }> {
  const key = favouriteKey(kind, id);
  const apply = (value: boolean) => {
    keys = new Set(keys);
    if (value) keys.add(key);
    else keys.delete(key);
    emit();
  };
  apply(on);
  const answer = await bff(on ? 'PUT' : 'DELETE', '/favoris/:type/:id', { param: { type: kind, id } });
  if (!answer.ok) {
    apply(!on);
    return { ok: false, error: answer.error };
  }
  rememberFavouriteCount(answer.body.total);
  return { ok: true };
}
