/**
 * My garage (issue 45): the motorcycles a visitor rides, a reference model and its year, kept for
 * their account or their device's guest id like their favourites; one of them chosen. With one
 * chosen, the parts, tyre and equipment lists offer what fits it, and a listing's page says whether
 * it does. Browser-safe and without zod: the lists and the listing pages load it.
 */
import { errorCodes } from './errors';
import type { FittedModel } from './fitment';

/** At most this many motorcycles per garage: a household's, not a fleet's. */
export const MAX_GARAGE_BIKES = 5;

/** The oldest model year a garage takes (as the fitment's years). */
export const OLDEST_BIKE_YEAR = 1950;

export const GARAGE_MESSAGES = {
  limit: ({ max = MAX_GARAGE_BIKES }: { max?: number } = {}) => `Votre garage a déjà ${max} motos : retirez-en une pour en ajouter une autre.`,
  unknownModel: 'Modèle de moto inconnu : choisissez-le parmi ceux proposés.',
  year: `Année de la moto invalide : de ${OLDEST_BIKE_YEAR} à l’an prochain.`,
  already: 'Cette moto est déjà dans votre garage.',
  notFound: 'Cette moto n’est pas dans votre garage.',
} as const;
export const GARAGE_ERRORS = /* @__PURE__ */ errorCodes('garage', GARAGE_MESSAGES);

/** One motorcycle of a garage, as v1 answers it. */
export interface GarageBike {
  idgarage: number;
  idmodele: number;
  marque: string;
  marqueSlug: string;
  modele: string;
  /** the model year; null when the visitor did not say it */
  annee: number | null;
  /** the one the lists and listing pages go by */
  choisie: boolean;
  /** the original tyre sizes of the model (lib/tyre-sizes keys: 120-70-17), null when the reference data has none */
  pneu_avant: string | null;
  pneu_arriere: string | null;
}

/** "Yamaha MT-07 (2018)", "Yamaha MT-07" without a year. */
export const bikeName = (bike: Pick<GarageBike, 'marque' | 'modele' | 'annee'>): string =>
  `${bike.marque} ${bike.modele}${bike.annee === null ? '' : ` (${bike.annee})`}`;

/**
 * Whether a listing fits a motorcycle, from what its seller said: `universel` (it fits every
 * motorcycle), `compatible` (it names the model, for the bike's year or without years), or
 * `inconnu` (it names other models or other years, or nothing: the buyer checks with the seller).
 */
export type BikeFit = 'universel' | 'compatible' | 'inconnu';

export function bikeFit(
  listing: { universel: boolean; compatibilites: readonly Pick<FittedModel, 'idmodele' | 'annee_min' | 'annee_max'>[] },
  bike: Pick<GarageBike, 'idmodele' | 'annee'>,
): BikeFit {
  if (listing.universel) return 'universel';
  const fits = listing.compatibilites.some(
    (model) =>
      model.idmodele === bike.idmodele &&
      (bike.annee === null || ((model.annee_min ?? bike.annee) <= bike.annee && (model.annee_max ?? bike.annee) >= bike.annee)),
  );
  return fits ? 'compatible' : 'inconnu';
}

/** The query of a list limited to what fits a bike: the v1 and page parameters `compatible` and `annee`. */
export function fitsBikeQuery(bike: Pick<GarageBike, 'idmodele' | 'annee'>): { compatible: number; annee?: number } {
  return bike.annee === null ? { compatible: bike.idmodele } : { compatible: bike.idmodele, annee: bike.annee };
}
