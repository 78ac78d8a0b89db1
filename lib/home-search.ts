/**
 * The home search form's destination. Its own module because the home page ships it to the
 * browser, and Turbopack ships whole modules: lib/search's list helpers stay out of the home page.
 */
import type { ListingUrlType } from './listing-types';

/** The fields of the home search form. */
export interface HomeSearchFields {
  marque: string;
  modele: string;
  prixmin: string;
  prixmax: string;
  ville: string;
  cylindreeMin: string;
  cylindreeMax: string;
  categorie: string;
}

/**
 * Where the home search form goes (spec): /annonce/{type} with marque, modele, prixmin, prixmax,
 * ville, page=1, plus cylindreeMin and cylindreeMax for motos or categorie for the other types.
 * Fields left empty are left out.
 */
export function homeSearchUrl(type: ListingUrlType, fields: HomeSearchFields): string {
  const params = new URLSearchParams();
  const put = (key: keyof HomeSearchFields) => {
    const value = fields[key].trim();
    if (value) params.set(key, value);
  };
  put('marque');
  put('modele');
  put('prixmin');
  put('prixmax');
  put('ville');
  params.set('page', '1');
  if (type === 'moto') {
    put('cylindreeMin');
    put('cylindreeMax');
  } else {
    put('categorie');
  }
  return `/annonce/${type}?${params.toString()}`;
}
