/** Contracts of the search by words: every type at once, the search box's suggestions, model pages, what people search. */
import { z } from './zod';
import { LISTING_URL_TYPES } from '../listing-types';
import { MAX_SEARCH_LENGTH, SEARCH_ERRORS } from '../search-limits';
import { EquipementCard, MotoCard } from './listings';
import { queryInt } from './common';

/** The words of a search that must have some (the search of every type, suggestions). */
const requiredWords = z
  .string({ error: 'Indiquez les mots à chercher.' })
  .trim()
  .min(1, 'Indiquez les mots à chercher.')
  .max(MAX_SEARCH_LENGTH, SEARCH_ERRORS.tooLong)
  .meta({ description: `Mots cherchés (${MAX_SEARCH_LENGTH} caractères au plus).`, example: 'kawazaki ninja' });

export const SearchEverywhereQuery = z.object({
  q: requiredWords,
  limit: queryInt('limit', { min: 1, max: 24, description: 'Annonces du meilleur type (défaut 12, au plus 24).' }),
});

export const SuggestionQuery = z.object({
  q: requiredWords,
  limit: queryInt('limit', { min: 1, max: 10, description: 'Suggestions (défaut 8, au plus 10).' }),
});

export const SearchSuggestion = z
  .object({
    genre: z.enum(['marque', 'modele', 'categorie']),
    libelle: z.string(),
    libelle_ar: z.string().nullable().meta({ description: 'Le nom d’une catégorie en arabe (null : une marque, un modèle, ou inconnu).' }),
    n: z.number().int().meta({ description: 'Annonces publiées.' }),
    marque: z.string().nullable(),
    modele: z.string().nullable(),
    slug: z.string().nullable().meta({ description: 'Clé d’URL du modèle.' }),
    type: z.string().nullable().meta({ description: 'moto, ou le type d’équipement de la catégorie.' }),
    idcategorie: z.number().int().nullable(),
  })
  .meta({ id: 'SuggestionRecherche' });
export type SearchSuggestion = z.infer<typeof SearchSuggestion>;

export const TypeCount = z
  .object({
    type: z.enum(LISTING_URL_TYPES),
    total: z.number().int(),
    totalEstime: z.boolean(),
  })
  .meta({ id: 'CompteParType' });

export const SearchEverywhere = z
  .object({
    q: z.string(),
    types: z.array(TypeCount).meta({ description: 'Annonces trouvées par type, du plus fourni au moins fourni.' }),
    meilleur: z.enum(LISTING_URL_TYPES).nullable().meta({ description: 'Le type le plus fourni (null : rien trouvé).' }),
    motos: z.array(MotoCard).meta({ description: 'Les premières annonces, quand le meilleur type est moto.' }),
    equipements: z.array(EquipementCard).meta({ description: 'Les premières annonces, pour un autre meilleur type.' }),
    corrections: z.array(z.object({ mot: z.string(), par: z.string() })).meta({ description: 'Mots lus autrement (faute de frappe).' }),
    suggestion: SearchSuggestion.nullable().meta({ description: 'Sans résultat : la marque ou le modèle au nom le plus proche.' }),
  })
  .meta({ id: 'RechercheTousTypes' });
export type SearchEverywhere = z.infer<typeof SearchEverywhere>;

export const ModelKeyParams = z.object({
  marque: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Marque invalide.')
    .max(60, 'Marque invalide.')
    .meta({ param: { name: 'marque', in: 'path' }, example: 'yamaha' }),
  modele: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Modèle invalide.')
    .max(80, 'Modèle invalide.')
    .meta({ param: { name: 'modele', in: 'path' }, example: 'mt-07' }),
});

const Range = z.object({ min: z.number().int().nullable(), max: z.number().int().nullable() });

export const ModelPage = z
  .object({
    marque: z.string(),
    marqueSlug: z.string(),
    modele: z.string(),
    slug: z.string(),
    annonces: z.number().int().meta({ description: 'Annonces publiées du modèle.' }),
    prix: z.object({
      comparables: z.number().int(),
      mediane: z.number().int().nullable(),
      bas: z.number().int().nullable().meta({ description: 'Premier quartile.' }),
      haut: z.number().int().nullable().meta({ description: 'Troisième quartile.' }),
      min: z.number().int().nullable(),
      max: z.number().int().nullable(),
    }),
    annees: Range,
    kilometrage: Range,
    villes: z.array(z.object({ ville: z.string(), n: z.number().int() })).meta({ description: 'Les villes où il est le plus en vente.' }),
    dernieres: z.array(MotoCard).meta({ description: 'Ses annonces les plus récentes.' }),
  })
  .meta({ id: 'PageModele' });
export type ModelPage = z.infer<typeof ModelPage>;

export const ModelLink = z
  .object({ marque: z.string(), marqueSlug: z.string(), modele: z.string(), slug: z.string(), annonces: z.number().int() })
  .meta({ id: 'LienModele' });
export type ModelLink = z.infer<typeof ModelLink>;

/**
 * A reference model as the parts pages name it (/pieces/yamaha/mt-07): the published parts, tyres
 * and motorcycle equipment that name it (the universal ones fit it too, but say nothing of it).
 */
export const PartModelLink = ModelLink.extend({ idmodele: z.number().int().meta({ description: 'Le modèle du référentiel (compatible).' }) }).meta({
  id: 'ModelePieces',
});
export type PartModelLink = z.infer<typeof PartModelLink>;

export const PartModelsQuery = z.object({
  min: queryInt('min', { min: 1, max: 1000, description: 'Seulement les modèles nommés par au moins autant d’annonces (défaut 1).' }),
  limit: queryInt('limit', { min: 1, max: 1000, description: 'Au plus 1000 (défaut 100).' }),
});

export const ModelListQuery = z.object({
  marque: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Marque invalide.')
        .max(60, 'Marque invalide.')
        .optional(),
    )
    .meta({ description: 'Slug de la marque ; sans : tous les modèles.' }),
});

/**
 * A search is listed among the most made (or the vain ones) once this many different clients made
 * it on one day: one person, or a script from one address, cannot put words in front of the admins.
 */
export const MIN_SEARCH_CLIENTS = 3;

export const SearchStats = z
  .object({
    jours: z.number().int(),
    top: z.array(z.object({ requete: z.string(), recherches: z.number().int(), resultats: z.number().int() })),
    sansResultat: z.array(z.object({ requete: z.string(), recherches: z.number().int() })),
  })
  .meta({ id: 'StatistiquesRecherche' });
export type SearchStats = z.infer<typeof SearchStats>;
