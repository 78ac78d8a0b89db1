/**
 * The public pages that v1 changes must rebuild. Pages are cached (ISR, up to a minute, then served
 * stale once): whatever makes a listing appear, change or go away tells this seam, so that the
 * site shows it on the next visit rather than a minute or more later. Deleting an account uses
 * it now; posting, editing and moderating listings will.
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import type { ListingUrlType } from '@/lib/listing-types';
import { LOCALES, treePath } from '@/lib/i18n/locales';
import { listingDetailUrl, shopUrl } from '@/lib/routes';
import type { Logger } from '../log';
import { forgetMemo } from '@/lib/api/memo';

export interface ChangedListing {
  urlType: ListingUrlType;
  id: number;
  titre: string;
}

export interface PublicPages {
  /** Listings appeared, changed or went away: their own pages, every list page and home. */
  listingsChanged(listings: ChangedListing[]): void;
  /** A shop appeared or changed: its page, the shops list and home's shops panel. */
  shopChanged(idutilisateur: number): void;
  /** A setting changed (affichagesponsoring shows or hides the sponsored inserts): home and every list. */
  settingsChanged(): void;
  /** The packs on sale changed: /sponsoring shows them. */
  packsChanged(): void;
  /** Premium ads changed: they run on every kind of page. */
  adsChanged(): void;
}

/** The home page (a route of app/, as revalidatePath takes it: both languages at once). */
const HOME_ROUTE = '/[locale]/[[...accueil]]';

/**
 * The cached routes that show listings besides their own page (routes of app/), in both
 * languages: the lists, home, and the brand, model, tyre size and parts pages (their counts, prices and listings).
 */
export const LISTING_LIST_ROUTES = [
  '/[locale]/liste/[base]/[query]',
  HOME_ROUTE,
  '/[locale]/motos-neuves/[brand]',
  '/[locale]/motos-a-vendre/[marque]/[modele]',
  '/[locale]/pneus/[taille]',
  '/[locale]/pieces/[marque]/[modele]',
] as const;

/** A page at its French path, in each language, as the page cache knows it (/fr/…, /ar/…: lib/i18n/locales treePath). */
const inEachLanguage = (path: string): [string, undefined][] => LOCALES.map((locale) => [treePath(locale, path), undefined]);

/** What must be rebuilt when these listings change: [path, type] as revalidatePath takes them. */
export function pathsToRebuild(listings: ChangedListing[]): [string, 'page' | undefined][] {
  if (listings.length === 0) return [];
  return [
    ...listings.flatMap((listing) => inEachLanguage(listingDetailUrl(listing.urlType, listing.titre, listing.id))),
    ...LISTING_LIST_ROUTES.map((route): [string, 'page'] => [route, 'page']),
  ];
}

type Broadcast = (message: { memos: string[] }) => void;
const BROADCAST = Symbol.for('motomaroc.broadcastCache');

// What the cache handler (memory-page-cache.cjs) calls when another instance forgot a memo.
(globalThis as { [key: symbol]: unknown })[Symbol.for('motomaroc.forgetMemo')] = forgetMemo;

/**
 * Forgets a memo here at once, and on every other instance through Redis when there is one (the
 * cache handler carries it, with the pages that revalidatePath clears).
 */
function forgetEverywhere(name: string): void {
  forgetMemo(name);
  const broadcast = (globalThis as { [key: symbol]: Broadcast | undefined })[BROADCAST];
  broadcast?.({ memos: [name] });
}

/** Next's cache, from v1 running inside the site (route handlers). */
export function nextPublicPages(log: Logger): PublicPages {
  const rebuild = (paths: readonly (readonly [string, 'page' | 'layout' | undefined])[]) => {
    for (const [path, type] of paths) {
      try {
        revalidatePath(path, type);
      } catch (error) {
        // Outside a Next request (the standalone v1 server of the benchmarks) there is no page
        // cache to clear; the change itself is already saved.
        log.warn({ err: error, path }, 'page cache not revalidated');
        return;
      }
    }
  };
  const listRoutes = LISTING_LIST_ROUTES.map((route) => [route, 'page'] as const);
  return {
    listingsChanged(listings) {
      // Sponsorings show a listing on home and in the lists: read them afresh too.
      forgetEverywhere('runningSponsorings');
      rebuild(pathsToRebuild(listings));
    },
    shopChanged(idutilisateur) {
      forgetEverywhere('boutiquesAccueil');
      rebuild([...inEachLanguage(shopUrl(idutilisateur)), ...inEachLanguage('/boutiques'), [HOME_ROUTE, 'page']]);
    },
    settingsChanged() {
      forgetEverywhere('setting');
      rebuild(listRoutes);
    },
    packsChanged() {
      forgetEverywhere('packs');
      rebuild(inEachLanguage('/sponsoring'));
    },
    adsChanged() {
      forgetEverywhere('ads');
      // Ads run on home, the lists and every listing page: the whole cached site is rebuilt.
      rebuild([['/', 'layout']]);
    },
  };
}
