'use client';

/**
 * The motorcycle a visitor chose in their garage (lib/garage.ts), as the client parts of cached
 * pages show it (the lists' bar, a listing's "Compatible avec votre …"). Cached pages are the same
 * for everyone, so the browser reads the garage once per page load (GET garage through the BFF).
 * The device keeps what it last knew, and whose it was (the garage page writes it): a guest's
 * garage changes only through this device, so a guest is not asked again; an account may have
 * changed it elsewhere, and what an account chose is not shown once signed out.
 */
import { useSyncExternalStore } from 'react';
import { bff } from './api/browser';
import { fetchSummary } from './auth/use-session';
import type { GarageBike } from './garage';

const HINT = 'motomaroc.garage';
/** undefined: not known yet; null: no motorcycle chosen */
let chosen: GarageBike | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** What the device keeps: the chosen motorcycle (or none), and whether it was an account's. */
type Kept = { compte: boolean; moto: GarageBike | null };

/** Keeps the chosen motorcycle (or none) on the device: the next page shows it without asking. */
export function rememberGarage(bikes: readonly GarageBike[], signedIn: boolean) {
  chosen = bikes.find((bike) => bike.choisie) ?? null;
  try {
    window.localStorage.setItem(HINT, JSON.stringify({ compte: signedIn, moto: chosen } satisfies Kept));
  } catch {
    // storage refused: the next page asks again
  }
  emit();
}

function keptGarage(): Kept | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(HINT) ?? 'null') as Kept | null;
    const bike = kept?.moto;
    const wellFormed = bike === null || (typeof bike === 'object' && typeof bike?.idmodele === 'number' && typeof bike.marque === 'string');
    return kept && typeof kept.compte === 'boolean' && wellFormed ? kept : null;
  } catch {
    return null;
  }
}

async function load() {
  if (asked) return;
  asked = true;
  const kept = keptGarage();
  const { signedIn } = await fetchSummary();
  if (kept && kept.compte === signedIn) {
    chosen = kept.moto;
    emit();
    if (!signedIn) return;
  }
  const answer = await bff('GET', '/garage');
  if (answer.ok) rememberGarage(answer.body.motos, signedIn);
  else if (chosen === undefined) {
    // A device with no guest id yet has no garage.
    chosen = null;
    emit();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void load();
  return () => listeners.delete(listener);
}

/** The chosen motorcycle: undefined until known, null when the visitor has chosen none. */
export function useChosenBike(): GarageBike | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => undefined,
  );
}
