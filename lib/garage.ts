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
