/** Where each suggestion of the search box leads, and how it is named (shared by the box and the results page). */
import { EQUIPMENT_TYPES, urlTypeOfEquipment } from './listing-types';
import { MIN_MODEL_LISTINGS } from './price-guide';
import { listingListUrl, modelUrl, searchUrl } from './routes';
import type { SearchSuggestion } from './schemas/search';
import { foldName } from './text';
import { isOneOf } from './one-of';

/**
 * A model's page when it has one; a category's list; a brand's or a small model's search. The
 * brand key is its name folded (the seeds' slugs are).
 */
export function suggestionHref(suggestion: SearchSuggestion): string {
  if (suggestion.genre === 'modele' && suggestion.slug && suggestion.marque) {
    if (suggestion.n >= MIN_MODEL_LISTINGS) return modelUrl(foldName(suggestion.marque), suggestion.slug);
    return listingListUrl('moto', { marque: suggestion.marque, modele: suggestion.modele ?? undefined });
  }
  if (suggestion.genre === 'categorie' && isOneOf(EQUIPMENT_TYPES, suggestion.type)) {
    return listingListUrl(urlTypeOfEquipment(suggestion.type), { categorie: suggestion.libelle });
  }
  return searchUrl(suggestion.libelle);
}
