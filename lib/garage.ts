/**
 * My garage (issue 45): the motorcycles a visitor rides, a reference model and its year, kept for
 * their account or their device's guest id like their favourites; one of them chosen. With one
 * chosen, the lists of what fits it are one tap away (v1's compatible and annee). Browser-safe and
 * without zod.
 */
import { errorCodes } from './errors';

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
export type GarageBike = {
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
};

/** What a visitor is told after a change to their garage made by a plain form (/mon-garage?message=…); a refusal comes back as v1's error code (?erreur=). */
export const GARAGE_NOTICES = ['ajoutee', 'choisie', 'retiree', 'erreur'] as const;
export type GarageNotice = (typeof GARAGE_NOTICES)[number];

/** "Yamaha MT-07 2018", "Triumph Tiger 900" when the year was not said. */
export const bikeName = (bike: Pick<GarageBike, 'marque' | 'modele' | 'annee'>): string =>
  `${bike.marque} ${bike.modele}${bike.annee === null ? '' : ` ${bike.annee}`}`;

/** The list filter of what fits a motorcycle (v1's compatible and annee; lib/search.ts). */
export const fitsBikeFilter = (bike: Pick<GarageBike, 'idmodele' | 'annee'>): { compatible: number; annee?: number } =>
  bike.annee === null ? { compatible: bike.idmodele } : { compatible: bike.idmodele, annee: bike.annee };

/**
 * Whether a listing fits a motorcycle, from what its seller said (lib/fitment.ts): 'fits' when it
 * is universal or names the model for the bike's year (a year not said on either side matches, as
 * v1's compatible filter does); 'check' otherwise, since a seller who named no models may still
 * sell a part that fits: the buyer is asked to check, never told it does not fit.
 */
export function bikeFit(
  bike: Pick<GarageBike, 'idmodele' | 'annee'>,
  listing: { universel: boolean; compatibilites: readonly { idmodele: number; annee_min: number | null; annee_max: number | null }[] },
): 'fits' | 'check' {
  if (listing.universel) return 'fits';
  const year = bike.annee;
  const named = listing.compatibilites.some(
    (fitted) =>
      fitted.idmodele === bike.idmodele &&
      (year === null || ((fitted.annee_min === null || fitted.annee_min <= year) && (fitted.annee_max === null || year <= fitted.annee_max))),
  );
  return named ? 'fits' : 'check';
}
