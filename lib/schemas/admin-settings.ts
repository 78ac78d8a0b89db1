/** Contracts of the settings and of the sponsoring packs admins edit. */
import { z } from './zod';
import { LISTING_KINDS } from '../listing-types';
import { LISTING_LIFETIME_SETTING } from '../listing-states';
import { RISK_THRESHOLD_SETTING } from '../trust';
import { errorCodes } from '../errors';

export const SETTING_MESSAGES = {
  required: 'La valeur est obligatoire.',
  tooLong: 'Valeur trop longue (200 caractères au plus).',
  lifetime: 'La durée d’une annonce doit être un nombre de jours entre 7 et 365.',
  display: 'La valeur doit être 1 (affiché) ou 0 (masqué).',
  riskThreshold: 'Le seuil de risque doit être un nombre entre 1 et 100.',
} as const;
export const SETTING_ERRORS = /* @__PURE__ */ errorCodes('setting', SETTING_MESSAGES);

export const SettingUpdate = z
  .strictObject({
    valeur: z.string({ error: SETTING_ERRORS.required }).trim().min(1, SETTING_ERRORS.required).max(200, SETTING_ERRORS.tooLong),
  })
  .meta({ id: 'ModificationParametre' });

/** Values a setting must have, by name; any other setting takes any short text. */
export const SETTING_RULES: Record<string, { valid: (valeur: string) => boolean; code: string }> = {
  [LISTING_LIFETIME_SETTING]: {
    valid: (valeur) => /^\d{1,3}$/.test(valeur) && Number(valeur) >= 7 && Number(valeur) <= 365,
    code: SETTING_ERRORS.lifetime,
  },
  affichagesponsoring: { valid: (valeur) => valeur === '0' || valeur === '1', code: SETTING_ERRORS.display },
  [RISK_THRESHOLD_SETTING]: {
    valid: (valeur) => /^\d{1,3}$/.test(valeur) && Number(valeur) >= 1 && Number(valeur) <= 100,
    code: SETTING_ERRORS.riskThreshold,
  },
};

export const PACK_MESSAGES = {
  nom: 'Le nom du pack doit faire entre 2 et 60 caractères.',
  description: 'La description doit faire au plus 300 caractères.',
  prix: 'Le prix doit être un nombre de dirhams entre 1 et 100 000.',
  nbr_jour: 'Le nombre de jours doit être un entier entre 1 et 365.',
  type: 'Le type doit valoir moto ou equipement.',
  ordre: 'L’ordre doit être un entier entre 0 et 1000.',
  nom_ar: 'Le nom en arabe doit faire entre 2 et 60 caractères (vide : le pack est nommé par ses jours).',
  nothing: 'Rien à modifier.',
} as const;
export const PACK_ERRORS = /* @__PURE__ */ errorCodes('pack', PACK_MESSAGES);

const packFields = {
  nom: z.string({ error: PACK_ERRORS.nom }).trim().min(2, PACK_ERRORS.nom).max(60, PACK_ERRORS.nom),
  description: z.string({ error: PACK_ERRORS.description }).trim().max(300, PACK_ERRORS.description),
  prix: z.number({ error: PACK_ERRORS.prix }).min(1, PACK_ERRORS.prix).max(100_000, PACK_ERRORS.prix).multipleOf(0.01, PACK_ERRORS.prix),
  nbr_jour: z.number({ error: PACK_ERRORS.nbr_jour }).int(PACK_ERRORS.nbr_jour).min(1, PACK_ERRORS.nbr_jour).max(365, PACK_ERRORS.nbr_jour),
  ordre: z.number({ error: PACK_ERRORS.ordre }).int(PACK_ERRORS.ordre).min(0, PACK_ERRORS.ordre).max(1000, PACK_ERRORS.ordre),
  // What the Arabic pages and mails show; empty or null: none (a name by the pack's days, no description).
  nom_ar: z
    .string({ error: PACK_ERRORS.nom_ar })
    .trim()
    .max(60, PACK_ERRORS.nom_ar)
    .refine((nom) => nom.length !== 1, PACK_ERRORS.nom_ar)
    .nullable()
    .transform((nom) => nom || null)
    .meta({ description: 'Nom en arabe (vide ou null : le pack est nommé par ses jours).' }),
  description_ar: z
    .string({ error: PACK_ERRORS.description })
    .trim()
    .max(300, PACK_ERRORS.description)
    .nullable()
    .transform((text) => text || null)
    .meta({ description: 'Description en arabe (vide ou null : aucune).' }),
};

export const PackCreate = z
  .strictObject({
    ...packFields,
    description: packFields.description.default(''),
    ordre: packFields.ordre.default(0),
    nom_ar: packFields.nom_ar.optional(),
    description_ar: packFields.description_ar.optional(),
    type: z.enum(LISTING_KINDS, { error: PACK_ERRORS.type }),
  })
  .meta({ id: 'NouveauPack' });
export type PackCreate = z.infer<typeof PackCreate>;

export const PackUpdate = z
  .strictObject({
    nom: packFields.nom.optional(),
    description: packFields.description.optional(),
    prix: packFields.prix.optional(),
    nbr_jour: packFields.nbr_jour.optional(),
    ordre: packFields.ordre.optional(),
    nom_ar: packFields.nom_ar.optional(),
    description_ar: packFields.description_ar.optional(),
    actif: z
      .boolean({ error: 'actif doit valoir true ou false.' })
      .optional()
      .meta({ description: 'false : retiré de la vente (les sponsorings passés le gardent).' }),
  })
  .refine((body) => Object.keys(body).length > 0, PACK_ERRORS.nothing)
  .meta({ id: 'ModificationPack' });
export type PackUpdate = z.infer<typeof PackUpdate>;

export const AdminPack = z
  .object({
    idpack: z.number().int(),
    nom: z.string(),
    description: z.string(),
    nom_ar: z.string().nullable(),
    description_ar: z.string().nullable(),
    prix: z.number(),
    nbr_jour: z.number().int(),
    type: z.enum(LISTING_KINDS),
    actif: z.boolean(),
    ordre: z.number().int(),
    ventes: z.number().int().meta({ description: 'Sponsorings payés avec ce pack.' }),
  })
  .meta({ id: 'PackAdmin' });
export type AdminPack = z.infer<typeof AdminPack>;
