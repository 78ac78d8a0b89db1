/** Headings, titles and texts of the listing list pages, per listing type. */
import type { Metadata } from 'next';
import { isListingUrlType, type ListingUrlType } from './listing-types';
import { filtersToQuery, parseListingFilters, type ListingFilters } from './search';
import { safeDecode } from './text';

/** The canonical address of each list: /motos-a-vendre is the landing page for motos. */
export function canonicalListPath(urlType: ListingUrlType): string {
  return urlType === 'moto' ? '/motos-a-vendre' : `/annonce/${urlType}`;
}

interface ListCopy {
  /** what the listings are, capitalised: "Motos", "Pneus" */
  noun: string;
  h1: string;
  title: string;
  description: string;
  intro: string;
  /** "1 annonce de pneu" / "12 annonces de pneus" style count label */
  empty: string;
}

export const LIST_COPY: Record<ListingUrlType, ListCopy> = {
  moto: {
    noun: 'Motos',
    h1: 'Motos à vendre au Maroc',
    title: 'Motos à vendre au Maroc : occasions et neuves',
    description:
      'Toutes les motos à vendre au Maroc : roadsters, scooters, trails, sportives et customs d’occasion ou neufs, chez les particuliers et les boutiques. Prix en Dh, photos, contact direct.',
    intro:
      'Scooter pour la ville, roadster pour le week-end ou trail pour partir vers l’Atlas : retrouvez ici les motos d’occasion et neuves mises en vente par des particuliers et des boutiques partout au Maroc. Chaque annonce est relue avant publication ; filtrez par marque, ville, prix ou cylindrée et contactez le vendeur directement par téléphone ou WhatsApp.',
    empty: 'Aucune moto ne correspond à votre recherche.',
  },
  'equipement-motard': {
    noun: 'Équipement motard',
    h1: 'Équipement motard d’occasion et neuf',
    title: 'Équipement motard : casques, blousons, gants et bottes',
    description:
      'Casques homologués, blousons, gants, bottes et gilets airbag d’occasion ou neufs, vendus par des motards et des boutiques au Maroc.',
    intro:
      'Casques, blousons, gants, bottes, pantalons et gilets airbag : l’équipement qui protège le motard, neuf ou d’occasion, vendu par des particuliers et des boutiques spécialisées.',
    empty: 'Aucun équipement ne correspond à votre recherche.',
  },
  'equipement-moto': {
    noun: 'Équipement moto',
    h1: 'Équipement et accessoires pour votre moto',
    title: 'Équipement moto : top cases, antivols, protections',
    description:
      'Top cases, valises, antivols, protections moteur, bulles et supports téléphone pour équiper votre moto, neufs ou d’occasion au Maroc.',
    intro:
      'Bagagerie, antivols, protections, bulles, éclairage et supports téléphone : tout pour équiper votre moto, proposé par des particuliers et des boutiques d’accessoires.',
    empty: 'Aucun équipement ne correspond à votre recherche.',
  },
  'piece-rechange': {
    noun: 'Pièces de rechange',
    h1: 'Pièces de rechange moto',
    title: 'Pièces détachées moto : freinage, transmission, moteur',
    description:
      'Pièces détachées moto neuves et d’occasion au Maroc : freinage, kits chaîne, pièces moteur, filtres, huiles, carrosserie et échappements.',
    intro:
      'Plaquettes, disques, kits chaîne, filtres, huiles, pièces moteur, carrosserie ou échappements : trouvez la pièce qu’il faut pour remettre votre moto en état.',
    empty: 'Aucune pièce ne correspond à votre recherche.',
  },
  pneu: {
    noun: 'Pneus',
    h1: 'Pneus moto',
    title: 'Pneus moto : route, sport, trail et scooter',
    description: 'Pneus moto et scooter neufs ou d’occasion au Maroc : route, sport, trail, cross, chambres à air et jantes.',
    intro:
      'Pneus route, sport, trail, scooter et cross, chambres à air et jantes : comparez les prix et achetez près de chez vous, avec montage possible chez les boutiques.',
    empty: 'Aucun pneu ne correspond à votre recherche.',
  },
};

/** A title that says what the filters select: "Yamaha à vendre à Casablanca – page 2". */
export function filteredTitle(urlType: ListingUrlType, filters: ListingFilters): string {
  const copy = LIST_COPY[urlType];
  let title = copy.title;
  if (urlType === 'moto' && (filters.marque || filters.ville)) {
    title = `${filters.marque ? `Motos ${filters.marque}` : 'Motos'} à vendre ${filters.ville ? `à ${filters.ville}` : 'au Maroc'}`;
  } else if (filters.ville) {
    title = `${copy.noun} à ${filters.ville}`;
  }
  return filters.page > 1 ? `${title} – page ${filters.page}` : title;
}

/** Title, description and canonical URL of a list page (sorting never makes a new canonical). */
export function listMetadata(urlType: ListingUrlType, filters: ListingFilters): Metadata {
  const canonical = `${canonicalListPath(urlType)}${filtersToQuery({ ...filters, tri: undefined })}`;
  const title = filteredTitle(urlType, filters);
  return {
    title,
    description: LIST_COPY[urlType].description,
    alternates: { canonical },
    openGraph: { title, description: LIST_COPY[urlType].description, url: canonical, type: 'website' },
  };
}

/*
 * List pages are cached per search (ISR), but Next caches pages by path, not by query. So the
 * proxy rewrites /motos-a-vendre?marque=Honda to the internal path
 * /liste/motos-a-vendre/marque%3DHonda, whose last segment is the search in canonical form (known
 * filters only, in a fixed order): every way of writing one search shares one cache entry, and
 * made-up parameters cannot fill the cache.
 */
export const CACHED_LIST_PREFIX = '/liste/';
const WHOLE_LIST = 'tout';

/** What a list page shows: the listing type, the filters, and the public path its links stay on. */
export interface ListPageRequest {
  urlType: ListingUrlType;
  filters: ListingFilters;
  basePath: string;
}

/** The listing type of a list's base path: /motos-a-vendre or /annonce/{type}. */
const urlTypeOfListBase = (base: string) => (base === 'motos-a-vendre' ? 'moto' : base);

/** The internal path of a public list URL (/motos-a-vendre or /annonce/{type}), or null for other paths. */
export function cachedListPath(pathname: string, searchParams: URLSearchParams): string | null {
  const base = pathname === '/motos-a-vendre' ? 'motos-a-vendre' : pathname.startsWith('/annonce/') ? pathname.slice('/annonce/'.length) : '';
  const urlType = urlTypeOfListBase(base);
  if (!isListingUrlType(urlType)) return null;
  const query = filtersToQuery(parseListingFilters(urlType, Object.fromEntries(searchParams))).slice(1);
  return `${CACHED_LIST_PREFIX}${base}/${encodeURIComponent(query || WHOLE_LIST)}`;
}

/**
 * The list page behind the segments of an internal path, or null when they make no sense. Next
 * hands the search segment over either still encoded or decoded; a decoded search always has an
 * "=" and an encoded one never does.
 */
export function listPageRequest(base: string, searchSegment: string): ListPageRequest | null {
  const urlType = urlTypeOfListBase(base);
  if (!isListingUrlType(urlType)) return null;
  const search = searchSegment.includes('=') ? searchSegment : safeDecode(searchSegment);
  const query = search === WHOLE_LIST ? '' : search;
  return {
    urlType,
    filters: parseListingFilters(urlType, Object.fromEntries(new URLSearchParams(query))),
    basePath: base === 'motos-a-vendre' ? '/motos-a-vendre' : `/annonce/${urlType}`,
  };
}
