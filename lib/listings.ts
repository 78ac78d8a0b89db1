/**
 * What the pages show of a listing, the same way for motos and equipment: cards, titles, facts,
 * the links to them.
 */
import { conditionIn, formatCylindreeIn, formatDateIn, formatKilometrageIn, formatPriceIn } from './i18n/format';
import { localePath, type Locale } from './i18n/locales';
import { type EquipmentType, type ListingKind, type ListingUrlType, urlTypeOfEquipment } from './listing-types';
import { listingDetailUrl } from './routes';
import type { EquipementCard, MotoCard } from './schemas/listings';

export interface ListingSummary {
  kind: ListingKind;
  urlType: ListingUrlType;
  id: number;
  titre: string;
  prix: number | null;
  photo: string | null;
  ville: string;
  datePublication: string;
  /** an equipment's category, as stored (the card names it in its language, before the facts) */
  categorie: string | null;
  /** short facts under the price: year, mileage, engine size, or condition */
  facts: string[];
  boutique: { idutilisateur: number; nom_entreprise: string; logo: string | null } | null;
  href: string;
  /** when shown as a sponsored insert: its sponsoring, whose displays are counted */
  idsponsoring?: number;
  /** in a list of what fits the visitor's motorcycle: true when it does (v1's compatible) */
  fits?: boolean;
}

/** A moto's summary in a language (its facts: condition, mileage, engine size). */
export function motoSummarizer(locale: Locale): (m: MotoCard) => ListingSummary {
  return (m) => ({
    kind: 'moto',
    urlType: 'moto',
    id: m.idannonce_moto,
    titre: m.titre,
    prix: m.prix,
    photo: m.photo1,
    ville: m.ville,
    datePublication: m.date_publication,
    categorie: null,
    facts: [
      m.neuf ? conditionIn(locale, 'moto', true) : m.model ? String(m.model) : null,
      formatKilometrageIn(locale, m.neuf ? null : m.kilometrage),
      formatCylindreeIn(locale, m.cylindre),
    ].filter((f): f is string => Boolean(f)),
    boutique: m.boutique,
    href: listingDetailUrl('moto', m.titre, m.idannonce_moto),
  });
}

export const summarizeMoto = motoSummarizer('fr');

/** An equipment listing's summary in a language (its facts: category, condition). */
export function equipementSummarizer(locale: Locale): (e: EquipementCard) => ListingSummary {
  return (e) => {
    const urlType = urlTypeOfEquipment(e.type as EquipmentType);
    return {
      kind: 'equipement',
      urlType,
      id: e.idannonce_equipement,
      titre: e.titre,
      prix: e.prix,
      photo: e.photo1,
      ville: e.ville,
      datePublication: e.date_publication,
      categorie: e.categorie,
      facts: [conditionIn(locale, 'equipement', e.neuf)],
      boutique: e.boutique,
      href: listingDetailUrl(urlType, e.titre, e.idannonce_equipement),
      ...(e.compatible ? { fits: true } : null),
    };
  };
}

export const summarizeEquipement = equipementSummarizer('fr');

/**
 * What a listing card shows: the part of a summary that is sent to the browser with each card.
 * Price and date come formatted by the server, so that the browser never builds Intl formatters
 * (their first use costs a phone tens of milliseconds while the page hydrates) and prints
 * exactly what the server printed (browsers' time-zone data for Morocco differ).
 */
export interface CardListing {
  /** which listing: its heart names it */
  kind: ListingKind;
  id: number;
  titre: string;
  /** "45 000 Dh" or 'Prix non specifie' */
  prix: string;
  photo: string | null;
  ville: string;
  /** ISO date, for the <time> element */
  datePublication: string;
  /** "21/11/2026" */
  date: string;
  facts: string[];
  /** the shop's name */
  boutique: string | null;
  href: string;
  /** it fits the visitor's motorcycle (only said in the lists of what fits one) */
  fits?: true;
}

export function toCardListing(s: ListingSummary, locale: Locale = 'fr'): CardListing {
  return {
    kind: s.kind,
    id: s.id,
    titre: s.titre,
    prix: formatPriceIn(locale, s.prix),
    photo: s.photo,
    ville: s.ville,
    datePublication: s.datePublication,
    date: formatDateIn(locale, s.datePublication),
    facts: s.categorie ? [s.categorie, ...s.facts] : s.facts,
    boutique: s.boutique?.nom_entreprise ?? null,
    href: localePath(locale, s.href),
    ...(s.fits ? { fits: true as const } : null),
  };
}
