/** Contracts of the back office: users, listings by state, statistics. */
import { z } from './zod';
import { LISTING_KINDS, LISTING_STATES, LISTING_URL_TYPES } from '../listing-types';
import { PhotoPath, Timestamp, blankToUndefined, paged, queryInt, queryText } from './common';
import { UploadedPhotoPath, listingRowFields } from './listing-write';

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

export const AdminUsersQuery = z.object({
  type: z.preprocess(blankToUndefined, z.enum(ROLES, { error: ADMIN_MESSAGES.badRole }).optional()).meta({ description: 'Rôle.' }),
  q: queryText('q', 'Nom, prénom, boutique, e-mail ou téléphone (début ou partie).'),
  page: queryInt('page', { min: 1, max: 10_000 }),
  limit: queryInt('limit', { min: 1, max: 100, description: 'Utilisateurs par page (défaut 10).' }),
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
  })
  .meta({ id: 'UtilisateurAdmin' });
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserPage = paged('utilisateurs', AdminUser).meta({ id: 'PageUtilisateursAdmin' });
export type AdminUserPage = z.infer<typeof AdminUserPage>;

export const TransformToShopBody = z
  .strictObject({
    nom_entreprise: z.string({ error: ADMIN_MESSAGES.shopName }).trim().min(2, ADMIN_MESSAGES.shopName).max(80, ADMIN_MESSAGES.shopName),
    adresse: z.preprocess(blankToUndefined, z.string({ error: ADMIN_MESSAGES.shopAddress }).trim().max(200, ADMIN_MESSAGES.shopAddress).optional()),
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
  etat: z.preprocess(blankToUndefined, z.enum(LISTING_STATES, { error: ADMIN_MESSAGES.badState }).optional()),
  page: queryInt('page', { min: 1, max: 10_000 }),
  limit: queryInt('limit', { min: 1, max: 100, description: 'Annonces par page (défaut 10).' }),
});

/** A listing in the moderation lists, with its seller. */
export const AdminListingCard = z.object({ ...listingRowFields, idutilisateur: z.number().int(), vendeur: z.string() }).meta({ id: 'AnnonceAdmin' });
export type AdminListingCard = z.infer<typeof AdminListingCard>;

export const AdminListingPage = paged('annonces', AdminListingCard).meta({ id: 'PageAnnoncesAdmin' });
export type AdminListingPage = z.infer<typeof AdminListingPage>;

/** One listing whole for a moderator: every field, every photo, and who posted it. */
export const AdminListingDetail = AdminListingCard.extend({
  photos: z.array(PhotoPath),
  description: z.string(),
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

export const REPORT_STATES = ['nouveau', 'traite', 'rejete'] as const;

export const AdminReportsQuery = z.object({
  statut: z
    .preprocess(blankToUndefined, z.enum(REPORT_STATES, { error: 'Le statut doit valoir nouveau, traite ou rejete.' }).optional())
    .meta({ description: 'Défaut : nouveau.' }),
  spam: z
    .preprocess(blankToUndefined, z.enum(['0', '1'], { error: 'Le paramètre spam vaut 0 ou 1.' }).optional())
    .meta({ description: '1 : les envois du piège à robots (cachés par défaut).' }),
  idutilisateur: queryInt('idutilisateur', {
    min: 1,
    description: 'Seulement les annonces de cet utilisateur ; sans statut, les signalements de tous statuts.',
  }),
  page: queryInt('page', { min: 1, max: 10_000 }),
  limit: queryInt('limit', { min: 1, max: 50, description: 'Annonces signalées par page (défaut 10).' }),
});

export const AdminReport = z
  .object({
    idsignalement: z.number().int(),
    motif: z.string(),
    details: z.string(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    statut: z.enum(REPORT_STATES),
    spam: z.boolean(),
    date_ajout: Timestamp,
  })
  .meta({ id: 'SignalementAdmin' });
export type AdminReport = z.infer<typeof AdminReport>;

/** The reports of one listing, grouped. */
export const ReportedListing = z
  .object({
    type_annonce: z.enum(LISTING_KINDS),
    idannonce: z.number().int(),
    titre: z.string().nullable().meta({ description: 'null si l’annonce a été supprimée.' }),
    etat: z.enum(LISTING_STATES).nullable(),
    urlType: z.enum(LISTING_URL_TYPES).nullable(),
    nombre: z.number().int(),
    dernier: Timestamp,
    motifs: z.record(z.string(), z.number().int()),
    signalements: z.array(AdminReport),
  })
  .meta({ id: 'AnnonceSignalee' });
export type ReportedListing = z.infer<typeof ReportedListing>;

export const ReportedListingPage = paged('annonces', ReportedListing).meta({ id: 'PageSignalements' });
export type ReportedListingPage = z.infer<typeof ReportedListingPage>;

export const ReportDecision = z
  .strictObject({
    statut: z.enum(['traite', 'rejete'], { error: 'Le statut doit valoir traite ou rejete.' }),
    motif_refus: z
      .preprocess(blankToUndefined, z.string().trim().min(3, 'Indiquez le motif du refus.').max(500, 'Motif trop long (500 caractères au plus).').optional())
      .meta({
        description: 'Donné : l’annonce est dépubliée (refusee) avec ce motif.',
      }),
  })
  .meta({ id: 'DecisionSignalements' });
export type ReportDecision = z.infer<typeof ReportDecision>;

export const AdminContactMessage = z
  .object({
    idmessage: z.number().int(),
    nom: z.string(),
    email: z.string(),
    telephone: z.string().nullable(),
    sujet: z.string(),
    message: z.string(),
    traite: z.boolean(),
    date_ajout: Timestamp,
  })
  .meta({ id: 'MessageContactAdmin' });
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

export const AdminContactPage = paged('messages', AdminContactMessage).extend({ nonLus: z.number().int() }).meta({ id: 'PageMessagesContact' });
export type AdminContactPage = z.infer<typeof AdminContactPage>;

export const SettingUpdate = z
  .strictObject({
    valeur: z
      .string({ error: 'La valeur est obligatoire.' })
      .trim()
      .min(1, 'La valeur est obligatoire.')
      .max(200, 'Valeur trop longue (200 caractères au plus).'),
  })
  .meta({ id: 'ModificationParametre' });

export const PACK_MESSAGES = {
  nom: 'Le nom du pack doit faire entre 2 et 60 caractères.',
  description: 'La description doit faire au plus 300 caractères.',
  prix: 'Le prix doit être un nombre de dirhams entre 1 et 100 000.',
  nbr_jour: 'Le nombre de jours doit être un entier entre 1 et 365.',
  type: 'Le type doit valoir moto ou equipement.',
  ordre: 'L’ordre doit être un entier entre 0 et 1000.',
  nothing: 'Rien à modifier.',
} as const;

const packFields = {
  nom: z.string({ error: PACK_MESSAGES.nom }).trim().min(2, PACK_MESSAGES.nom).max(60, PACK_MESSAGES.nom),
  description: z.string({ error: PACK_MESSAGES.description }).trim().max(300, PACK_MESSAGES.description),
  prix: z.number({ error: PACK_MESSAGES.prix }).min(1, PACK_MESSAGES.prix).max(100_000, PACK_MESSAGES.prix).multipleOf(0.01, PACK_MESSAGES.prix),
  nbr_jour: z.number({ error: PACK_MESSAGES.nbr_jour }).int(PACK_MESSAGES.nbr_jour).min(1, PACK_MESSAGES.nbr_jour).max(365, PACK_MESSAGES.nbr_jour),
  ordre: z.number({ error: PACK_MESSAGES.ordre }).int(PACK_MESSAGES.ordre).min(0, PACK_MESSAGES.ordre).max(1000, PACK_MESSAGES.ordre),
};

export const PackCreate = z
  .strictObject({
    ...packFields,
    description: packFields.description.default(''),
    ordre: packFields.ordre.default(0),
    type: z.enum(LISTING_KINDS, { error: PACK_MESSAGES.type }),
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
    actif: z
      .boolean({ error: 'actif doit valoir true ou false.' })
      .optional()
      .meta({ description: 'false : retiré de la vente (les sponsorings passés le gardent).' }),
  })
  .refine((body) => Object.keys(body).length > 0, PACK_MESSAGES.nothing)
  .meta({ id: 'ModificationPack' });
export type PackUpdate = z.infer<typeof PackUpdate>;

export const AdminPack = z
  .object({
    idpack: z.number().int(),
    nom: z.string(),
    description: z.string(),
    prix: z.number(),
    nbr_jour: z.number().int(),
    type: z.enum(LISTING_KINDS),
    actif: z.boolean(),
    ordre: z.number().int(),
    ventes: z.number().int().meta({ description: 'Sponsorings payés avec ce pack.' }),
  })
  .meta({ id: 'PackAdmin' });
export type AdminPack = z.infer<typeof AdminPack>;

/** Pages an ad can target (page_cible; none: every page). */
export const AD_PAGES = ['accueil', 'annonces', 'detail'] as const;

export const AD_MESSAGES = {
  nom: 'Le nom de la campagne doit faire entre 2 et 80 caractères.',
  entreprise: 'Le nom de l’annonceur doit faire entre 2 et 80 caractères.',
  dates: 'Dates invalides : la fin doit suivre le début.',
  date: 'Date invalide.',
  image: 'Envoyez l’image de la publicité.',
  url: 'L’adresse de redirection doit commencer par http:// ou https://.',
  titre: 'Le titre doit faire entre 2 et 80 caractères.',
  texte: 'Le texte doit faire au plus 200 caractères.',
  device: 'L’appareil doit valoir mobile, desktop ou tous.',
  emplacement: 'L’emplacement doit valoir banner ou card.',
  pages: 'Pages cibles : accueil, annonces ou detail.',
  nombre: 'Nombre invalide.',
  nothing: 'Rien à modifier.',
  notFound: 'Campagne introuvable.',
} as const;

const httpUrl = z
  .string({ error: AD_MESSAGES.url })
  .trim()
  .max(500, AD_MESSAGES.url)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, AD_MESSAGES.url);
const isoDate = z.iso.datetime({ offset: true, error: AD_MESSAGES.date });
const count = z.number({ error: AD_MESSAGES.nombre }).int(AD_MESSAGES.nombre).min(0, AD_MESSAGES.nombre).max(1_000_000_000, AD_MESSAGES.nombre);

const campaignFields = {
  nom: z.string({ error: AD_MESSAGES.nom }).trim().min(2, AD_MESSAGES.nom).max(80, AD_MESSAGES.nom),
  nom_entreprise: z.string({ error: AD_MESSAGES.entreprise }).trim().min(2, AD_MESSAGES.entreprise).max(80, AD_MESSAGES.entreprise),
  logo: z.preprocess(blankToUndefined, UploadedPhotoPath.nullable().optional()),
  date_debut: isoDate,
  date_fin: isoDate,
  actif: z.boolean({ error: 'actif doit valoir true ou false.' }),
};

export const CampaignCreate = z
  .strictObject({ ...campaignFields, actif: campaignFields.actif.default(true) })
  .refine((body) => new Date(body.date_fin) > new Date(body.date_debut), AD_MESSAGES.dates)
  .meta({ id: 'NouvelleCampagne' });
export type CampaignCreate = z.infer<typeof CampaignCreate>;

export const CampaignUpdate = z
  .strictObject({
    nom: campaignFields.nom.optional(),
    nom_entreprise: campaignFields.nom_entreprise.optional(),
    logo: campaignFields.logo,
    date_debut: isoDate.optional(),
    date_fin: isoDate.optional(),
    actif: campaignFields.actif.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, AD_MESSAGES.nothing)
  .meta({ id: 'ModificationCampagne' });
export type CampaignUpdate = z.infer<typeof CampaignUpdate>;

const adPageList = z.array(z.enum(AD_PAGES, { error: AD_MESSAGES.pages }), { error: AD_MESSAGES.pages }).max(3, AD_MESSAGES.pages);

const adFields = {
  image_url: UploadedPhotoPath.meta({ description: 'Chemin renvoyé par POST upload/photo (image vérifiée et réencodée).' }),
  redirect_url: httpUrl,
  titre: z.string({ error: AD_MESSAGES.titre }).trim().min(2, AD_MESSAGES.titre).max(80, AD_MESSAGES.titre),
  texte: z.string({ error: AD_MESSAGES.texte }).trim().max(200, AD_MESSAGES.texte),
  device: z.enum(['mobile', 'desktop', 'tous'], { error: AD_MESSAGES.device }),
  page_cible: z
    .union(
      [
        adPageList,
        z
          .string()
          .transform((text) =>
            text
              .split(',')
              .map((page) => page.trim())
              .filter(Boolean),
          )
          .pipe(adPageList),
      ],
      { error: AD_MESSAGES.pages },
    )
    .meta({ description: 'Pages visées : une liste, ou un texte séparé par des virgules (« accueil,detail ») ; aucune : toutes. Toujours rendu en liste.' }),
  emplacement: z.enum(['banner', 'card'], { error: AD_MESSAGES.emplacement }),
  reach_potentiel: count,
  cout_par_mille: z.number({ error: AD_MESSAGES.nombre }).min(0, AD_MESSAGES.nombre).max(100_000, AD_MESSAGES.nombre),
  actif: z.boolean({ error: 'actif doit valoir true ou false.' }),
  remarque: z.preprocess(blankToUndefined, z.string().trim().max(500, 'Remarque trop longue (500 caractères au plus).').nullable().optional()),
};

export const AdCreate = z
  .strictObject({
    ...adFields,
    texte: adFields.texte.default(''),
    page_cible: adFields.page_cible.default([]),
    reach_potentiel: count.default(0),
    cout_par_mille: adFields.cout_par_mille.default(0),
    actif: adFields.actif.default(true),
  })
  .meta({ id: 'NouvellePublicite' });
export type AdCreate = z.infer<typeof AdCreate>;

export const AdUpdate = z
  .strictObject(
    Object.fromEntries(Object.entries(adFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof adFields]: z.ZodOptional<(typeof adFields)[K]>;
    },
  )
  .refine((body) => Object.keys(body).length > 0, AD_MESSAGES.nothing)
  .meta({ id: 'ModificationPublicite' });
export type AdUpdate = z.infer<typeof AdUpdate>;

/** An ad with what it did: reach, clicks, click-through rate and cost so far. */
export const AdminAd = z
  .object({
    idpremiumads: z.number().int(),
    idcampagneads: z.number().int(),
    image_url: PhotoPath,
    redirect_url: z.string(),
    titre: z.string(),
    texte: z.string(),
    device: z.enum(['mobile', 'desktop', 'tous']),
    page_cible: z.array(z.string()),
    emplacement: z.enum(['banner', 'card']),
    reach_potentiel: z.number().int(),
    reach: z.number().int(),
    clics: z.number().int(),
    ctr: z.number().meta({ description: 'clics ÷ reach, en %.' }),
    cout_par_mille: z.number(),
    cout: z.number().meta({ description: 'reach ÷ 1000 × coût pour mille, en Dh.' }),
    actif: z.boolean(),
    remarque: z.string().nullable(),
  })
  .meta({ id: 'PubliciteAdmin' });
export type AdminAd = z.infer<typeof AdminAd>;

export const AdminCampaign = z
  .object({
    idcampagneads: z.number().int(),
    nom: z.string(),
    nom_entreprise: z.string(),
    logo: PhotoPath.nullable(),
    date_debut: Timestamp,
    date_fin: Timestamp,
    actif: z.boolean(),
    en_cours: z.boolean().meta({ description: 'Active et dans ses dates.' }),
    reach: z.number().int(),
    clics: z.number().int(),
    ctr: z.number(),
    cout: z.number(),
    ads: z.array(AdminAd),
  })
  .meta({ id: 'CampagneAdmin' });
export type AdminCampaign = z.infer<typeof AdminCampaign>;
