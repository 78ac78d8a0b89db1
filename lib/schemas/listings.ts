/** Contracts of the moto and equipment listing endpoints. */
import { z } from './zod';
import { readTyreSizeKey, TYRE_ERRORS, TYRE_POSITIONS } from '../tyre-sizes';
import { EQUIPMENT_TYPES } from '../listing-types';
import { SORT_ORDERS, type SortOrder } from '../paging';
import { PaginationQuery, checkPageReach, PhotoPath, Timestamp, blankToUndefined, paginated, queryInt, queryText } from './common';
import { MAX_SEARCH_LENGTH, SEARCH_ERRORS } from '../search-limits';

export type { SortOrder };

const sortQuery = z
  .preprocess(blankToUndefined, z.enum(SORT_ORDERS, { error: 'Le paramètre tri doit valoir recent, prix_asc, prix_desc ou pertinence.' }).optional())
  .meta({
    description: 'Ordre : recent (défaut sans q), prix_asc, prix_desc, pertinence (défaut avec q : les mots dans le titre d’abord, puis les plus récentes).',
  });

/** Words to search, in titles, brands, models, categories and descriptions (accents, typos and Arabic forgiven). */
export const searchWordsQuery = z
  .preprocess(blankToUndefined, z.string({ error: 'Le paramètre q est invalide.' }).trim().max(MAX_SEARCH_LENGTH, SEARCH_ERRORS.tooLong).optional())
  .meta({ description: `Mots cherchés (${MAX_SEARCH_LENGTH} caractères au plus).`, example: 'yamaha mt07' });

export const equipmentTypeQuery = z
  .preprocess(blankToUndefined, z.enum(EQUIPMENT_TYPES, { error: 'Le type doit valoir moto, motard, piece ou pneu.' }).optional())
  .meta({ description: "Genre d'équipement : moto, motard, piece ou pneu." });

const PRICE_ORDER = 'Le prix minimum dépasse le prix maximum.';
const ENGINE_ORDER = 'La cylindrée minimum dépasse la cylindrée maximum.';

/** Reject min > max with a clear message rather than silently returning nothing. */
function searchChecks<T extends { page?: number; limit?: number }>(pairs: [keyof T & string, keyof T & string, string][]) {
  return (query: T, ctx: z.core.$RefinementCtx<T>) => {
    checkPageReach(query, ctx);
    for (const [min, max, message] of pairs) {
      const low = query[min];
      const high = query[max];
      if (typeof low === 'number' && typeof high === 'number' && low > high) {
        ctx.addIssue({ code: 'custom', path: [min], message });
      }
    }
  };
}

const MotoSearchFields = PaginationQuery.extend({
  q: searchWordsQuery,
  marque: queryText('marque', 'Nom de la marque (casse et accents indifférents).'),
  modele: queryText('modele', 'Début du nom du modèle.'),
  prixmin: queryInt('prixmin', { description: 'Prix minimum en Dh.' }),
  prixmax: queryInt('prixmax', { description: 'Prix maximum en Dh.' }),
  kilometragemin: queryInt('kilometragemin'),
  kilometragemax: queryInt('kilometragemax'),
  ville: queryText('ville', 'Nom de la ville (casse et accents indifférents).'),
  cylindre: queryInt('cylindre', { min: 1, description: 'Cylindrée exacte en cm³.' }),
  cylindreemin: queryInt('cylindreemin', { description: 'Cylindrée minimum en cm³.' }),
  cylindreemax: queryInt('cylindreemax', { description: 'Cylindrée maximum en cm³.' }),
  cylindreeMin: queryInt('cylindreeMin', { description: 'Comme cylindreemin (nom envoyé par le formulaire).' }),
  cylindreeMax: queryInt('cylindreeMax', { description: 'Comme cylindreemax (nom envoyé par le formulaire).' }),
  tri: sortQuery,
});
type MotoSearchFields = z.infer<typeof MotoSearchFields>;
export const MotoSearchQuery = MotoSearchFields.superRefine(
  searchChecks<MotoSearchFields>([
    ['prixmin', 'prixmax', PRICE_ORDER],
    ['kilometragemin', 'kilometragemax', 'Le kilométrage minimum dépasse le kilométrage maximum.'],
    ['cylindreemin', 'cylindreemax', ENGINE_ORDER],
    ['cylindreeMin', 'cylindreeMax', ENGINE_ORDER],
  ]),
);
export type MotoSearchQuery = z.infer<typeof MotoSearchQuery>;

const EquipementSearchFields = PaginationQuery.extend({
  q: searchWordsQuery,
  type: equipmentTypeQuery,
  categorie: queryText('categorie', 'Catégorie : identifiant numérique ou nom.'),
  prixmin: queryInt('prixmin', { description: 'Prix minimum en Dh.' }),
  prixmax: queryInt('prixmax', { description: 'Prix maximum en Dh.' }),
  ville: queryText('ville', 'Nom de la ville (casse et accents indifférents).'),
  taille: z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: TYRE_ERRORS.unreadable })
        .trim()
        .max(40, TYRE_ERRORS.unreadable)
        .transform((text, ctx) => {
          const read = readTyreSizeKey(text);
          if (read.ok) return read.key;
          ctx.addIssue({ code: 'custom', message: read.code });
          return z.NEVER;
        })
        .optional(),
    )
    .meta({ description: 'Pneus d’une taille : sa clé (120-70-17) ou la taille écrite de n’importe quelle façon (120/70 ZR17).', example: '120-70-17' }),
  compatible: queryInt('compatible', {
    min: 1,
    description: 'Ce qui va à une moto de ce modèle (idmodele du référentiel) : les annonces qui le nomment, et les universelles.',
  }),
  annee: queryInt('annee', { min: 1950, max: 2100, description: 'Avec compatible : l’année-modèle de la moto.' }),
  dabord: z
    .preprocess(blankToUndefined, z.enum(['1'], { error: 'dabord vaut 1, ou est absent.' }).optional())
    .meta({ description: 'Avec compatible : ce qui va à la moto d’abord, puis le reste (au lieu de seulement ce qui va), chaque partie dans l’ordre du tri.' }),
  tri: sortQuery,
});
type EquipementSearchFields = z.infer<typeof EquipementSearchFields>;
const equipementChecks = searchChecks<EquipementSearchFields>([['prixmin', 'prixmax', PRICE_ORDER]]);
export const EquipementSearchQuery = EquipementSearchFields.superRefine((query, ctx) => {
  equipementChecks(query, ctx);
  if (query.annee !== undefined && query.compatible === undefined)
    ctx.addIssue({ code: 'custom', path: ['annee'], message: 'L’année se donne avec le modèle de la moto (compatible).' });
  if (query.dabord !== undefined && query.compatible === undefined)
    ctx.addIssue({ code: 'custom', path: ['dabord'], message: 'dabord se donne avec le modèle de la moto (compatible).' });
});
export type EquipementSearchQuery = z.infer<typeof EquipementSearchQuery>;

export const ListQuery = z.object({
  limit: queryInt('limit', { min: 1, max: 24, description: "Nombre d'annonces (défaut 8, au plus 24)." }),
});

/** A shop badge on a card: present when the seller is a shop. */
export const BoutiqueBadge = z
  .object({ idutilisateur: z.number().int(), nom_entreprise: z.string(), logo: PhotoPath.nullable() })
  .meta({ id: 'BoutiqueBadge' });

export const MotoCard = z
  .object({
    idannonce_moto: z.number().int(),
    titre: z.string(),
    prix: z.number().int().nullable().meta({ description: 'Dh; null: prix non spécifié.' }),
    photo1: PhotoPath.nullable(),
    marque: z.string(),
    modele: z.string(),
    model: z.number().int().nullable().meta({ description: 'Année-modèle.' }),
    kilometrage: z.number().int().nullable(),
    cylindre: z.number().int().nullable().meta({ description: 'Cylindrée en cm³.' }),
    ville: z.string(),
    neuf: z.boolean(),
    date_publication: Timestamp,
    boutique: BoutiqueBadge.nullable(),
  })
  .meta({ id: 'AnnonceMotoCarte' });
export type MotoCard = z.infer<typeof MotoCard>;

export const MotoAnnonce = MotoCard.extend({
  idutilisateur: z.number().int(),
  description: z.string(),
  categorie_moto: z.string().nullable(),
  photos: z.array(PhotoPath),
  vues: z.number().int(),
  date_ajout: Timestamp,
  date_modification: Timestamp,
}).meta({ id: 'AnnonceMoto' });
export type MotoAnnonce = z.infer<typeof MotoAnnonce>;

export const Vendeur = z
  .object({
    idutilisateur: z.number().int(),
    nom: z.string(),
    prenom: z.string(),
    role: z.enum(['particulier', 'boutique', 'admin']),
    telephone_masque: z
      .string()
      .nullable()
      .meta({ description: 'Le numéro masqué (+212 6 12 •• •• ••) ; le numéro lui-même ne vient que de POST contact/{id}, compté.' }),
    ville: z.string().nullable(),
    nom_entreprise: z.string().nullable(),
    logo: PhotoPath.nullable(),
    date_ajout: Timestamp,
    telephone_verifie: z.boolean().meta({ description: 'Son numéro est confirmé par un code reçu par SMS : « Numéro vérifié ».' }),
  })
  .meta({ id: 'Vendeur', description: 'Public seller identity: never the e-mail or the uid, the number masked.' });
export type Vendeur = z.infer<typeof Vendeur>;

/** What POST {moto,equipement}/contact/{id} answers: the one way a visitor gets a seller's number. */
export const SellerPhone = z.object({ telephone: z.string().nullable() }).meta({ id: 'NumeroVendeur' });
export type SellerPhone = z.infer<typeof SellerPhone>;

export const MotoDetail = MotoAnnonce.extend({ vendeur: Vendeur }).meta({ id: 'AnnonceMotoDetail' });
export type MotoDetail = z.infer<typeof MotoDetail>;

export const EquipementCard = z
  .object({
    idannonce_equipement: z.number().int(),
    type: z.enum(EQUIPMENT_TYPES),
    titre: z.string(),
    prix: z.number().int().nullable().meta({ description: 'Dh; null: prix non spécifié.' }),
    photo1: PhotoPath.nullable(),
    idcategorie: z.number().int(),
    categorie: z.string(),
    marque: z.string().nullable(),
    ville: z.string(),
    neuf: z.boolean(),
    date_publication: Timestamp,
    boutique: BoutiqueBadge.nullable(),
    compatible: z.boolean().optional().meta({
      description:
        'Dans une liste demandée avec compatible : l’annonce va à cette moto (universelle, ou qui la nomme pour cette année) ; avec dabord=1, celles qui lui vont viennent d’abord. Absent sans compatible.',
    }),
  })
  .meta({ id: 'AnnonceEquipementCarte' });
export type EquipementCard = z.infer<typeof EquipementCard>;

/** A tyre's size as data (issue 45); every field null for anything else, or a tyre of unknown size. */
const tyreSizeFields = {
  pneu_taille: z.string().nullable().meta({ description: 'Clé de la taille, commune aux pneus d’une même jante : 120-70-17.', example: '120-70-17' }),
  pneu_largeur: z.number().nullable().meta({ description: 'Largeur : mm, ou pouces pour une taille en pouces (3.00-21).' }),
  pneu_serie: z.number().int().nullable().meta({ description: 'Série (hauteur/largeur, %) ; null pour une taille en pouces.' }),
  pneu_construction: z
    .enum(['R', 'ZR', 'B', 'D'])
    .nullable()
    .meta({ description: 'R radial, ZR radial au-delà de 240 km/h, B diagonal ceinturé, D diagonal ; null si non écrite.' }),
  pneu_jante: z.number().int().nullable().meta({ description: 'Diamètre de jante, pouces.' }),
  pneu_charge: z.number().int().nullable().meta({ description: 'Indice de charge (58 : 236 kg).' }),
  pneu_vitesse: z.string().nullable().meta({ description: 'Indice de vitesse (H 210 km/h, V 240, W 270…).' }),
  pneu_position: z.enum(TYRE_POSITIONS).nullable().meta({ description: 'Pneu avant ou arrière ; null pour une paire ou si non précisé.' }),
};

/** A model a part fits, as v1 gives it back: with the names of its brand and model. */
export const FittedModel = z
  .object({
    idmodele: z.number().int(),
    marque: z.string(),
    modele: z.string(),
    annee_min: z.number().int().nullable(),
    annee_max: z.number().int().nullable(),
  })
  .meta({ id: 'MotoCompatible', description: 'Un modèle de moto qu’une pièce équipe, et ses années (null : toutes).' });

export const EquipementAnnonce = EquipementCard.extend({
  idutilisateur: z.number().int(),
  description: z.string(),
  photos: z.array(PhotoPath),
  vues: z.number().int(),
  date_ajout: Timestamp,
  date_modification: Timestamp,
  ...tyreSizeFields,
  compatibilites: z.array(FittedModel).meta({ description: 'Une pièce, un pneu, un équipement moto : les modèles qu’il équipe.' }),
  universel: z.boolean().meta({ description: 'Il va à toutes les motos.' }),
}).meta({ id: 'AnnonceEquipement' });
export type EquipementAnnonce = z.infer<typeof EquipementAnnonce>;

export const EquipementDetail = EquipementAnnonce.extend({ vendeur: Vendeur }).meta({ id: 'AnnonceEquipementDetail' });
export type EquipementDetail = z.infer<typeof EquipementDetail>;

export const MotoPage = paginated(MotoCard, 'PageAnnoncesMoto');
export const EquipementPage = paginated(EquipementCard, 'PageAnnoncesEquipement');

export const Compteur = z.object({ vues: z.number().int() }).meta({ id: 'CompteurVues' });
export const CompteurReach = z.object({ reach: z.number().int() }).meta({ id: 'CompteurReach' });

export const PriceGuideQuery = z.object({
  marque: z.string({ error: 'La marque est obligatoire.' }).trim().min(1, 'La marque est obligatoire.').max(60, 'Marque invalide.'),
  modele: z.string({ error: 'Le modèle est obligatoire.' }).trim().min(1, 'Le modèle est obligatoire.').max(60, 'Modèle invalide.'),
  annee: z
    .string({ error: 'L’année-modèle est obligatoire.' })
    .trim()
    .regex(/^(19|20)\d{2}$/, 'L’année-modèle doit être une année, par exemple 2021.')
    .transform(Number)
    .meta({ description: 'Année-modèle.', example: '2021' }),
  kilometrage: queryInt('kilometrage', { max: 10_000_000, description: 'Kilométrage ; sans lui, toutes les tranches.' }),
  exclure: queryInt('exclure', { min: 1, description: 'Annonce à ne pas compter (celle que l’on évalue).' }),
});
export type PriceGuideQuery = z.infer<typeof PriceGuideQuery>;

export const PriceGuideBody = z
  .object({
    comparables: z.number().int().meta({ description: 'Annonces publiées comparables.' }),
    mediane: z.number().int().nullable().meta({ description: 'Prix médian en Dh (null sous 5 comparables).' }),
    bas: z.number().int().nullable().meta({ description: 'Premier quartile en Dh.' }),
    haut: z.number().int().nullable().meta({ description: 'Troisième quartile en Dh.' }),
  })
  .meta({ id: 'PrixMarche' });

/** A tyre size of published listings (the size pages, /pneus/120-70-17, and the sitemap). */
export const TyreSizeSummary = z
  .object({
    taille: z.string().meta({ description: 'Clé de la taille.', example: '120-70-17' }),
    annonces: z.number().int().meta({ description: 'Annonces publiées de cette taille.' }),
    prix_min: z.number().int().nullable(),
    prix_max: z.number().int().nullable(),
  })
  .meta({ id: 'TaillePneu' });
export type TyreSizeSummary = z.infer<typeof TyreSizeSummary>;

export const TyreSizesQuery = z.object({
  min: queryInt('min', { min: 1, max: 1000, description: 'Seulement les tailles d’au moins autant d’annonces (défaut 1).' }),
  limit: queryInt('limit', { min: 1, max: 500, description: 'Au plus 500 (défaut 100).' }),
});
