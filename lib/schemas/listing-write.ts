/**
 * What a seller sends to post or edit a listing: one schema per listing table, used by the posting
 * form (checked as the person types) and by v1 (checked again, the only check that counts). Objects
 * are strict: a field the form does not have (etat, vues, reach, idutilisateur…) is refused, never
 * silently kept. Whether the brand, city, category and photos exist is v1's job (the database).
 */
import { z } from './zod';
import { EQUIPMENT_TYPES, LISTING_KINDS, LISTING_STATES, MOTO_CATEGORIES } from '../listing-types';
import { PhotoPath, Timestamp, paged } from './common';
import { errorCodes } from '../errors';
import { parseTyreSize, TYRE_ERRORS, TYRE_POSITIONS } from '../tyre-sizes';
import { FITMENT_ERRORS, MAX_FITTED_MODELS } from '../fitment';
import { FittedModel } from './listings';

/** A blank optional field (no brand, no tyre size) is null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const LISTING_LIMITS = {
  titre: { min: 5, max: 100 },
  description: 4000,
  prix: 5_000_000,
  firstYear: 1950,
  kilometrage: 500_000,
  cylindre: { min: 49, max: 2500 },
  photos: { min: 1, max: 10 },
  modele: 60,
} as const;

/** New listings per account in 24 hours: enough for any honest seller, a wall for floods. */
export const DAILY_LISTING_LIMITS = { particulier: 10, boutique: 50 } as const;

/** Years a listing may claim: 1950 to next year (next year's models are sold from the autumn). */
export function latestModelYear(now = new Date()): number {
  return now.getFullYear() + 1;
}

export const LISTING_MESSAGES = {
  titreShort: `Le titre doit faire au moins ${LISTING_LIMITS.titre.min} caractères.`,
  titreLong: `Le titre doit faire au plus ${LISTING_LIMITS.titre.max} caractères.`,
  descriptionLong: `La description doit faire au plus ${LISTING_LIMITS.description} caractères.`,
  links: 'Les liens et adresses de sites ne sont pas autorisés dans l’annonce.',
  prix: `Le prix doit être un nombre entier de 0 à ${LISTING_LIMITS.prix.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} Dh.`,
  ville: 'Choisissez une ville.',
  neuf: 'Indiquez si l’article est neuf ou d’occasion.',
  marque: 'Choisissez une marque.',
  modele: `Le modèle est obligatoire (${LISTING_LIMITS.modele} caractères au plus).`,
  /** `last`: next year, by default (a schema's check gives no parameters) */
  annee: ({ last = latestModelYear() }: { last?: number } = {}) => `L’année-modèle doit être comprise entre ${LISTING_LIMITS.firstYear} et ${last}.`,
  kilometrage: `Le kilométrage doit être un nombre entier de 0 à ${LISTING_LIMITS.kilometrage.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} km.`,
  cylindre: `La cylindrée doit être comprise entre ${LISTING_LIMITS.cylindre.min} et ${LISTING_LIMITS.cylindre.max} cm³.`,
  categorieMoto: 'Choisissez une catégorie.',
  type: 'Choisissez le type d’équipement.',
  categorie: 'Choisissez une catégorie.',
  photosMin: 'Ajoutez au moins une photo.',
  photosMax: `${LISTING_LIMITS.photos.max} photos au plus.`,
  photo: 'Photo invalide : envoyez-la de nouveau.',
  unknownField: 'Champ non autorisé dans une annonce.',
  // Answers of v1 that depend on the database.
  unknownMarque: 'Marque inconnue : choisissez-la dans la liste.',
  unknownVille: 'Ville inconnue : choisissez-la dans la liste.',
  unknownCategorie: 'Catégorie inconnue pour ce type d’équipement.',
  foreignPhoto: 'Une des photos n’a pas été envoyée depuis votre compte : envoyez-la de nouveau.',
  dailyLimit: ({ limit }: { limit: number }) => `Vous avez déjà déposé ${limit} annonces en 24 heures, la limite de votre compte. Réessayez demain.`,
  created: 'Annonce envoyée. Elle sera visible dès qu’elle aura été vérifiée.',
  published: 'Annonce publiée : elle est en ligne.',
  pendingReview: 'Elle sera visible sur le site dès qu’elle aura été vérifiée, en général dans la journée.',
} as const;
export const LISTING_ERRORS = /* @__PURE__ */ errorCodes('listing', LISTING_MESSAGES);

/** Web addresses in free text (contact must go through the site's button). */
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]{2,}\.(com|ma|net|org|fr|io|co|info|biz|me|app|site|shop|online|store|link|ly|gl)\b)/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** A whole number, typed in a form (a string, maybe with spaces as thousands separators) or sent as a number. */
function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.replace(/[\s\u202f]/g, '') === '' ? undefined : Number(value.replace(/[\s\u202f]/g, ''))) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

const titre = z
  .string({ error: LISTING_ERRORS.titreShort })
  .trim()
  .min(LISTING_LIMITS.titre.min, LISTING_ERRORS.titreShort)
  .max(LISTING_LIMITS.titre.max, LISTING_ERRORS.titreLong)
  .refine((text) => !containsLink(text), LISTING_ERRORS.links);

const descriptionText = z
  .string()
  .trim()
  .max(LISTING_LIMITS.description, LISTING_ERRORS.descriptionLong)
  .refine((text) => !containsLink(text), LISTING_ERRORS.links);
const description = descriptionText.default('');

/** Dh; null (or a blank field) is 'Prix non specifie'. */
const prix = z.preprocess((value) => (value === '' || value === undefined ? null : value), wholeNumber(LISTING_ERRORS.prix, 0, LISTING_LIMITS.prix).nullable());

/** A stored upload path (photos/<user>/<name>.webp, or a seeded path): no scheme, no '..'. */
export const UploadedPhotoPath = z
  .string({ error: LISTING_ERRORS.photo })
  .max(200, LISTING_ERRORS.photo)
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/, LISTING_ERRORS.photo);

const photos = z
  .array(UploadedPhotoPath, { error: LISTING_ERRORS.photosMin })
  .min(LISTING_LIMITS.photos.min, LISTING_ERRORS.photosMin)
  .max(LISTING_LIMITS.photos.max, LISTING_ERRORS.photosMax)
  .refine((list) => new Set(list).size === list.length, LISTING_ERRORS.photo);

const commonFields = {
  titre,
  description,
  prix,
  ville: z.string({ error: LISTING_ERRORS.ville }).trim().min(1, LISTING_ERRORS.ville).max(60, LISTING_ERRORS.ville),
  neuf: z.boolean({ error: LISTING_ERRORS.neuf }),
  photos,
};

const strict = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? LISTING_ERRORS.unknownField : undefined) };

export const MotoListingInput = z
  .strictObject(
    {
      ...commonFields,
      marque: z.string({ error: LISTING_ERRORS.marque }).trim().min(1, LISTING_ERRORS.marque).max(60, LISTING_ERRORS.marque),
      modele: z.string({ error: LISTING_ERRORS.modele }).trim().min(1, LISTING_ERRORS.modele).max(LISTING_LIMITS.modele, LISTING_ERRORS.modele),
      model: wholeNumber(LISTING_ERRORS.annee, LISTING_LIMITS.firstYear, 9999).refine((year) => year <= latestModelYear(), {
        error: LISTING_ERRORS.annee,
      }),
      kilometrage: wholeNumber(LISTING_ERRORS.kilometrage, 0, LISTING_LIMITS.kilometrage),
      cylindre: wholeNumber(LISTING_ERRORS.cylindre, LISTING_LIMITS.cylindre.min, LISTING_LIMITS.cylindre.max),
      categorie_moto: z.enum(MOTO_CATEGORIES, { error: LISTING_ERRORS.categorieMoto }),
    },
    strict,
  )
  .meta({ id: 'AnnonceMotoSaisie', description: 'Ce que le vendeur saisit pour une annonce moto.' });
export type MotoListingInput = z.infer<typeof MotoListingInput>;

const fittedYear = z
  .number({ error: FITMENT_ERRORS.years })
  .int(FITMENT_ERRORS.years)
  .min(LISTING_LIMITS.firstYear, FITMENT_ERRORS.years)
  .refine((year) => year <= latestModelYear(), { error: FITMENT_ERRORS.years })
  .nullable()
  .default(null);

/** A model a part fits, as the seller chose it (its names, read back with it, are left aside). */
const FittedModelInput = z
  .object({
    idmodele: z
      .number({ error: FITMENT_ERRORS.unknownModel })
      .int(FITMENT_ERRORS.unknownModel)
      .min(1, FITMENT_ERRORS.unknownModel)
      .max(2_147_483_647, FITMENT_ERRORS.unknownModel),
    annee_min: fittedYear.meta({ description: 'Première année-modèle qu’elle équipe ; null : toutes.' }),
    annee_max: fittedYear.meta({ description: 'Dernière année-modèle qu’elle équipe ; null : toutes.' }),
  })
  .refine((model) => model.annee_min === null || model.annee_max === null || model.annee_min <= model.annee_max, { error: FITMENT_ERRORS.years });

export const EquipementListingInput = z
  .strictObject(
    {
      ...commonFields,
      type: z.enum(EQUIPMENT_TYPES, { error: LISTING_ERRORS.type }),
      idcategorie: wholeNumber(LISTING_ERRORS.categorie, 1, 2_147_483_647),
      marque: z.preprocess(blankToNull, z.string({ error: LISTING_ERRORS.marque }).trim().max(60, LISTING_ERRORS.marque).nullable().default(null)),
      taille_pneu: z
        .preprocess(
          blankToNull,
          z
            .string({ error: TYRE_ERRORS.unreadable })
            .trim()
            .max(40, TYRE_ERRORS.unreadable)
            .superRefine((written, ctx) => {
              const read = parseTyreSize(written);
              if (!read.ok) ctx.addIssue({ code: 'custom', message: read.code });
            })
            .nullable()
            .default(null),
        )
        .meta({
          description:
            'Un pneu : sa taille comme sur le flanc, écrite de n’importe quelle façon (120/70 ZR17 58W, 120 70 17, 120/70-17). Absente, elle est lue dans le titre s’il en donne une.',
          example: '120/70 ZR17 58W',
        }),
      position_pneu: z
        .preprocess(blankToNull, z.enum(TYRE_POSITIONS, { error: TYRE_ERRORS.position }).nullable().default(null))
        .meta({ description: 'Un pneu : avant ou arrière (rien pour une paire ou s’il va aux deux).' }),
      compatibilites: z
        .array(FittedModelInput, { error: FITMENT_ERRORS.unknownModel })
        .max(MAX_FITTED_MODELS, FITMENT_ERRORS.tooMany)
        .refine((models) => new Set(models.map((model) => model.idmodele)).size === models.length, { error: FITMENT_ERRORS.twice })
        .default([])
        .meta({ description: 'Une pièce, un pneu, un équipement moto : les modèles de moto (référentiel) qu’il équipe, avec leurs années.' }),
      universel: z
        .boolean({ error: FITMENT_ERRORS.universal })
        .default(false)
        .meta({ description: 'Une pièce, un pneu, un équipement moto : il va à toutes les motos (alors sans modèles).' }),
    },
    strict,
  )
  .meta({ id: 'AnnonceEquipementSaisie', description: 'Ce que le vendeur saisit pour une annonce d’équipement.' });
export type EquipementListingInput = z.infer<typeof EquipementListingInput>;

export const CreatedListing = z.object({ id: z.number().int(), etat: z.enum(LISTING_STATES), message: z.string() }).meta({ id: 'AnnonceCreee' });

export const ListingStateBody = z.object({ etat: z.enum(LISTING_STATES) }).meta({ id: 'EtatAnnonce' });

/** A listing of either kind in a list of both (Mes Annonces, the moderation queue). */
export const listingRowFields = {
  kind: z.enum(LISTING_KINDS),
  id: z.number().int(),
  type: z.enum(EQUIPMENT_TYPES).nullable().meta({ description: 'Genre d’équipement ; null pour une moto.' }),
  titre: z.string(),
  prix: z.number().int().nullable(),
  photo1: PhotoPath.nullable(),
  ville: z.string(),
  etat: z.enum(LISTING_STATES),
  motif_refus: z.string().nullable(),
  vues: z.number().int(),
  date_ajout: Timestamp,
  date_publication: Timestamp.nullable(),
};

/** One listing of its owner, as Mes Annonces shows it. */
export const OwnerListingCard = z
  .object({
    ...listingRowFields,
    contacts_telephone: z.number().int(),
    contacts_whatsapp: z.number().int(),
    date_expiration: Timestamp.nullable().meta({ description: 'Publiée : quand elle expire sans prolongation (hors sponsoring en cours).' }),
  })
  .meta({ id: 'MonAnnonce' });
export type OwnerListingCard = z.infer<typeof OwnerListingCard>;

export const OwnerListingPage = paged('annonces', OwnerListingCard).meta({ id: 'PageMesAnnonces' });
export type OwnerListingPage = z.infer<typeof OwnerListingPage>;

/** A listing as its owner edits it: what the form has, plus its state. */
export const OwnerMoto = MotoListingInput.extend({
  idannonce_moto: z.number().int(),
  etat: z.enum(LISTING_STATES),
  motif_refus: z.string().nullable(),
  date_ajout: Timestamp,
}).meta({ id: 'MonAnnonceMoto' });
export type OwnerMoto = z.infer<typeof OwnerMoto>;

export const OwnerEquipement = EquipementListingInput.extend({
  compatibilites: z.array(FittedModel),
  idannonce_equipement: z.number().int(),
  etat: z.enum(LISTING_STATES),
  motif_refus: z.string().nullable(),
  date_ajout: Timestamp,
}).meta({ id: 'MonAnnonceEquipement' });
export type OwnerEquipement = z.infer<typeof OwnerEquipement>;

export const LISTING_STATE_LABELS = {
  en_attente: 'En attente',
  publiee: 'Publiée',
  refusee: 'Refusée',
  desactivee: 'Désactivée',
  vendue: 'Vendue',
  expiree: 'Expirée',
} as const;

/** An admin's correction of a listing (a typo, a wrong category): the same rules as the posting form. */
export const ListingCorrection = z
  .strictObject(
    {
      titre: titre.optional(),
      description: descriptionText.optional(),
      prix: prix.optional(),
      categorie_moto: z.enum(MOTO_CATEGORIES, { error: LISTING_ERRORS.categorieMoto }).optional().meta({ description: 'Motos seulement.' }),
    },
    strict,
  )
  .refine((body) => Object.keys(body).length > 0, 'Rien à corriger.')
  .meta({ id: 'CorrectionAnnonce' });
export type ListingCorrection = z.infer<typeof ListingCorrection>;
