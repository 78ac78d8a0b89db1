/**
 * Which motorcycles a part fits (issue 45): a part, a tyre or a piece of motorcycle equipment
 * (a luggage rack, a screen, an exhaust) names the reference models it fits, each with the years
 * it fits if the seller knows them, or says it is universal. Rider equipment fits riders, not
 * motorcycles. Browser-safe: the posting form checks what the seller chose as they choose it.
 */
import { errorCodes } from './errors';
import type { EquipmentType } from './listing-types';

/** The kinds of equipment that fit motorcycles. */
export const FITTING_TYPES = ['piece', 'pneu', 'moto'] as const satisfies readonly EquipmentType[];

export const fitsMotorcycles = (type: EquipmentType): boolean => (FITTING_TYPES as readonly string[]).includes(type);

/**
 * A parts page (/pieces/yamaha/mt-07) is indexed, and in the sitemap, from this many listings naming
 * its model: under it, a page of universal parts says little of the model.
 */
export const PART_MODEL_INDEXED_FROM = 3;

/** How many models one listing may name (a part for a whole family names several). */
export const MAX_FITTED_MODELS = 20;

export const FITMENT_MESSAGES = {
  notFitting: 'Les motos compatibles se donnent pour une pièce, un pneu ou un équipement moto, pas pour l’équipement du motard.',
  universalAndModels: 'Une pièce universelle va à toutes les motos : ne choisissez pas de modèles en plus.',
  universal: 'Universelle : indiquez oui (true) ou non (false).',
  tooMany: `Au plus ${MAX_FITTED_MODELS} modèles compatibles par annonce.`,
  twice: 'Ce modèle est déjà dans la liste des motos compatibles.',
  unknownModel: 'Modèle de moto inconnu : choisissez-le parmi ceux proposés.',
  years: 'Années de compatibilité invalides : de 1950 à l’an prochain, la première au plus tard la dernière.',
} as const;
export const FITMENT_ERRORS = /* @__PURE__ */ errorCodes('fitment', FITMENT_MESSAGES);

/** One model a listing fits, as stored and shown: the reference model, its names, its years (null: not said). */
export interface FittedModel {
  idmodele: number;
  marque: string;
  modele: string;
  annee_min: number | null;
  annee_max: number | null;
}

/**
 * The years a model is fitted for, in the page's words: "2014–2020", "depuis 2017" (`since`),
 * "jusqu’à 2016" (`until`); null when the seller gave none (every year).
 */
export function fittedYearsText(
  { annee_min, annee_max }: Pick<FittedModel, 'annee_min' | 'annee_max'>,
  words: { since: (year: number) => string; until: (year: number) => string },
): string | null {
  if (annee_min !== null && annee_max !== null) return `${annee_min}–${annee_max}`;
  if (annee_min !== null) return words.since(annee_min);
  return annee_max === null ? null : words.until(annee_max);
}
