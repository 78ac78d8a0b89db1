/** Contracts of the back office: users, listings by state, statistics. */
import { z } from './zod';
import { LISTING_STATES } from '../listing-types';
import { PhotoPath, Timestamp, blankToUndefined, pageQuery, paged, queryText } from './common';
import { UploadedPhotoPath, listingRowFields } from './listing-write';
import { RISK_SIGNALS, TRUST_LEVELS } from '../trust';
import { errorCodes } from '../errors';

export const ROLES = ['particulier', 'boutique', 'admin'] as const;

export const ADMIN_MESSAGES = {
  /** the spec's texts (section 8) */
  deleteListingFailed: "Erreur lors de la suppression de l'annonce.",
  deleteUserFailed: "Erreur lors de la suppression de l'utilisateur.",
  transformFailed: "Erreur lors de la transformation de l'utilisateur.",
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration.',
  lastAdmin: 'C’est le dernier administrateur : nommez-en un autre avant de le supprimer.',
  alreadyShop: 'Cet utilisateur est déjà une boutique.',
  adminNotShop: 'Un administrateur ne peut pas devenir une boutique.',
  shopName: 'Le nom de la boutique doit faire entre 2 et 80 caractères.',
  shopAddress: 'L’adresse doit faire au plus 200 caractères.',
  badRole: 'Le type doit valoir particulier, boutique ou admin.',
  badState: 'L’état doit valoir en_attente, publiee, refusee, desactivee ou vendue.',
  userDeleted: 'Utilisateur supprimé.',
  listingDeleted: 'Annonce supprimée.',
} as const;
export const ADMIN_ERRORS = /* @__PURE__ */ errorCodes('admin', ADMIN_MESSAGES);

export const AdminUsersQuery = z.object({
  type: z.preprocess(blankToUndefined, z.enum(ROLES, { error: ADMIN_ERRORS.badRole }).optional()).meta({ description: 'Rôle.' }),
  q: queryText('q', 'Nom, prénom, boutique, e-mail ou téléphone (début ou partie).'),
  ...pageQuery({ items: 'Utilisateurs', max: 100, defaultSize: 10 }),
});

/** A user as admins see them: identity and contact (admins only), and what they have. */
export const AdminUser = z
  .object({
    idutilisateur: z.number().int(),
    uid: z.string(),
    nom: z.string(),
    prenom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
    ville: z.string().nullable(),
    role: z.enum(ROLES),
    nom_entreprise: z.string().nullable(),
    logo: PhotoPath.nullable(),
    adresse: z.string().nullable(),
    date_ajout: Timestamp,
    annonces: z.number().int().meta({ description: 'Annonces (motos et équipements), tous états.' }),
    annonces_publiees: z.number().int(),
    confiance: z
      .enum(TRUST_LEVELS)
      .meta({ description: 'normale ; confiance : ses annonces ne passent par la file que sur un signal fort ; mefiance : toutes attendent une personne.' }),
  })
  .meta({ id: 'UtilisateurAdmin' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserPage = paged('utilisateurs', AdminUser).meta({ id: 'PageUtilisateursAdmin' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const TransformToShopBody = z
  .strictObject({
    nom_entreprise: z.string({ error: ADMIN_ERRORS.shopName }).trim().min(2, ADMIN_ERRORS.shopName).max(80, ADMIN_ERRORS.shopName),
    adresse: z.preprocess(blankToUndefined, z.string({ error: ADMIN_ERRORS.shopAddress }).trim().max(200, ADMIN_ERRORS.shopAddress).optional()),
    logo: z.preprocess(blankToUndefined, UploadedPhotoPath.optional()).meta({ description: 'Chemin d’un logo déjà envoyé (POST upload/photo).' }),
  })
  .meta({ id: 'TransformationBoutique' });
export type TransformToShopBody = z.infer<typeof TransformToShopBody>;

const PerDay = z
  .array(z.object({ jour: z.string().meta({ example: '2026-11-23' }), n: z.number().int() }))
  .meta({ description: '30 derniers jours, heure du Maroc, jours vides compris.' });

export const UserStats = z
  .object({
    total: z.number().int(),
    parRole: z.record(z.enum(ROLES), z.number().int()),
    inscriptionsParJour: PerDay,
  })
  .meta({ id: 'StatsUtilisateurs' });
export type UserStats = z.infer<typeof UserStats>;

export const ListingStats = z
  .object({
    total: z.number().int(),
    parEtat: z.record(z.enum(LISTING_STATES), z.number().int()),
    nouvellesParJour: PerDay,
    vues: z.number().int().meta({ description: 'Vues de toutes les annonces.' }),
  })
  .meta({ id: 'StatsAnnonces' });
export type ListingStats = z.infer<typeof ListingStats>;

export const AdminListingsQuery = z.object({
  etat: z.preprocess(blankToUndefined, z.enum(LISTING_STATES, { error: ADMIN_ERRORS.badState }).optional()),
  ...pageQuery({ items: 'Annonces', max: 100, defaultSize: 10 }),
});

/** A photo of a listing found on another listing (lib/trust PhotoMatch). */
const PhotoMatchBody = z
  .object({
    photo: z.string().meta({ description: 'La photo de l’annonce évaluée.' }),
    autre: z.string().meta({ description: 'La même image sur l’autre annonce.' }),
    annonce: z.string().meta({ description: 'L’autre annonce : moto-{id} ou equipement-{id}.' }),
    titre: z.string(),
    ecart: z.number().int().meta({ description: 'Bits différents des deux empreintes (0 à 64) : 0 pour le même fichier.' }),
  })
  .meta({ id: 'PhotoRetrouvee' });

/** A signal of the risk assessment (lib/trust.ts), with what it weighs and its evidence. */
export const RiskSignalBody = z
  .object({
    code: z.enum(RISK_SIGNALS),
    poids: z.number().int(),
    fort: z.boolean().meta({ description: 'Retient l’annonce à lui seul.' }),
    preuve: z.record(
      z.string(),
      z.union([
        z.string(),
        z.number(),
        z.array(z.string()),
        z.array(PhotoMatchBody),
        z.array(z.object({ idutilisateur: z.number().int(), nom: z.string() }).meta({ id: 'CompteCite' })),
      ]),
    ),
  })
  .meta({ id: 'SignalRisque' });

export const AdminListingCard = z
  .object({
    ...listingRowFields,
    idutilisateur: z.number().int(),
    vendeur: z.string(),
    risque_score: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Score de risque de son dernier dépôt ou de sa dernière modification (0 à 100) ; null avant toute évaluation.' }),
  })
  .meta({ id: 'AnnonceAdmin' });
export type AdminListingCard = z.infer<typeof AdminListingCard>;

export const AdminListingPage = paged('annonces', AdminListingCard).meta({ id: 'PageAnnoncesAdmin' });
export type AdminListingPage = z.infer<typeof AdminListingPage>;

/** One listing whole for a moderator: every field, every photo, and who posted it. */
export const AdminListingDetail = AdminListingCard.extend({
  photos: z.array(PhotoPath),
  description: z.string(),
  risque_signaux: z.array(RiskSignalBody).meta({ description: 'Les signaux de l’évaluation, les plus lourds d’abord.' }),
  champs: z.array(z.object({ label: z.string(), valeur: z.string() })).meta({ description: 'Les caractéristiques, comme la page publique les montre.' }),
  vendeur_detail: z.object({
    idutilisateur: z.number().int(),
    nom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
    role: z.enum(ROLES),
    date_ajout: Timestamp.meta({ description: 'Inscription.' }),
    annonces_par_etat: z.record(z.enum(LISTING_STATES), z.number().int()),
  }),
}).meta({ id: 'AnnonceAdminDetail' });
export type AdminListingDetail = z.infer<typeof AdminListingDetail>;

/** Per signal over the last days: how often admins' decisions confirmed or rejected it. */
export const SignalVerdicts = z
  .object({
    jours: z.number().int(),
    signaux: z.array(z.object({ code: z.enum(RISK_SIGNALS), confirmes: z.number().int(), rejetes: z.number().int() })),
  })
  .meta({ id: 'VerdictsSignaux' });
export type SignalVerdicts = z.infer<typeof SignalVerdicts>;

export const TRUST_MESSAGES = {
  confiance: 'La confiance doit valoir normale, confiance ou mefiance.',
  expression: 'L’expression doit faire entre 3 et 80 caractères.',
  poids: 'Le poids doit être un entier entre 1 et 100.',
  duplicate: 'Cette expression est déjà dans la liste.',
  motIntrouvable: 'Expression introuvable.',
} as const;
export const TRUST_ERRORS = /* @__PURE__ */ errorCodes('trust', TRUST_MESSAGES);

export const TrustBody = z.strictObject({ confiance: z.enum(TRUST_LEVELS, { error: TRUST_ERRORS.confiance }) }).meta({ id: 'ConfianceVendeur' });

/** A scam expression the risk assessment looks for (mot_arnaque). */
export const ScamWord = z
  .object({
    idmot: z.number().int(),
    expression: z.string(),
    forme: z.string().meta({ description: 'Telle que comparée : minuscules, sans accents, lettres arabes ramenées (comme la recherche).' }),
    poids: z.number().int(),
    date_ajout: Timestamp,
  })
  .meta({ id: 'MotArnaque' });
export type ScamWord = z.infer<typeof ScamWord>;

export const ScamWordBody = z
  .strictObject({
    expression: z.string({ error: TRUST_ERRORS.expression }).trim().min(3, TRUST_ERRORS.expression).max(80, TRUST_ERRORS.expression),
    poids: z.number({ error: TRUST_ERRORS.poids }).int(TRUST_ERRORS.poids).min(1, TRUST_ERRORS.poids).max(100, TRUST_ERRORS.poids).optional(),
  })
  .meta({ id: 'NouveauMotArnaque' });

/** The backups as an admin sees them (GET admin/sauvegardes): the last one, WAL archiving, the last restore test, and what is wrong. */
export const BackupStatus = z
  .object({
    actives: z.boolean().meta({ description: 'false : BACKUPS=off, ou une base externe (DATABASE_URL) que son hébergeur sauvegarde' }),
    emplacement: z.string().nullable().meta({ description: 'le dossier ou le bucket des sauvegardes' }),
    nombre: z.number().int().meta({ description: 'sauvegardes de base gardées' }),
    derniere: z
      .object({
        nom: z.string(),
        terminee: Timestamp,
        ageHeures: z.number(),
        taille: z.number().int().meta({ description: 'octets de l’archive compressée' }),
        donnees: z.number().int().meta({ description: 'octets des données copiées' }),
        photos: z.number().int(),
      })
      .nullable(),
    archivage: z
      .object({
        dernierSegment: Timestamp.nullable(),
        dernierEchec: Timestamp.nullable(),
        enAttente: z.number().int().nullable().meta({ description: 'segments finis pas encore archivés (null : illisible sans droits de superutilisateur)' }),
      })
      .nullable(),
    testRestauration: z
      .object({
        date: Timestamp,
        nom: z.string(),
        ok: z.boolean(),
        secondes: z.number(),
        annonces: z.number().int().nullable(),
        utilisateurs: z.number().int().nullable(),
        erreur: z.string().nullable(),
      })
      .nullable(),
    alertes: z.array(z.string()).meta({ description: 'ce qui demande d’agir, en phrases' }),
  })
  .meta({ id: 'EtatSauvegardes' });
export type BackupStatus = z.infer<typeof BackupStatus>;
