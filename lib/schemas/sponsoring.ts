/** Contracts of sponsoring packs and sponsorings. */
import { z } from './zod';
import { SPONSORING_QUESTION_MESSAGES, SPONSORING_QUESTION_ERRORS } from '../sponsoring-question';
import { LISTING_KINDS, LISTING_URL_TYPES, SPONSORING_STATES } from '../listing-types';
import { Langue } from './account';
import { Timestamp, blankToUndefined, paged } from './common';
import { EquipementCard, MotoCard } from './listings';
import { errorCodes } from '../errors';

export const listingKindParam = z
  .enum(LISTING_KINDS, { error: 'Le type doit valoir moto ou equipement.' })
  .meta({ param: { name: 'type', in: 'path' }, example: 'moto' });

export const Pack = z
  .object({
    idpack: z.number().int(),
    nom: z.string(),
    description: z.string(),
    nom_ar: z.string().nullable().meta({ description: 'Nom en arabe (null : nommé par ses jours).' }),
    description_ar: z.string().nullable().meta({ description: 'Description en arabe (null : aucune).' }),
    prix: z.number().meta({ description: 'Dh' }),
    nbr_jour: z.number().int(),
    type: z.enum(LISTING_KINDS),
  })
  .meta({ id: 'PackSponsoring' });
export type Pack = z.infer<typeof Pack>;

export const Sponsoring = z
  .object({
    idsponsoring: z.number().int(),
    idannonce1: z.number().int().meta({ description: "Id de l'annonce sponsorisée (moto ou équipement selon type)." }),
    type: z.enum(LISTING_KINDS),
    date_debut: Timestamp,
    date_fin: Timestamp.meta({ description: 'date_debut + nbr_jour × 24 h' }),
    nbr_jour: z.number().int(),
    etat_sponsoring: z.enum(SPONSORING_STATES).meta({ description: 'expiree is derived from the dates.' }),
  })
  .meta({ id: 'Sponsoring' });
export type Sponsoring = z.infer<typeof Sponsoring>;

export const SponsoredMoto = Sponsoring.extend({ type: z.literal('moto'), annonce: MotoCard }).meta({
  id: 'SponsoringMoto',
});
export const SponsoredEquipement = Sponsoring.extend({ type: z.literal('equipement'), annonce: EquipementCard }).meta({
  id: 'SponsoringEquipement',
});
export const SponsoredListing = z.union([SponsoredMoto, SponsoredEquipement]);
export type SponsoredListing = z.infer<typeof SponsoredListing>;

export const SponsoringStatusQuery = z.object({
  type: z.preprocess(blankToUndefined, z.enum(LISTING_KINDS, { error: 'Parametres invalides.' })),
  idAnnonce: z.preprocess(
    blankToUndefined,
    z
      .string({ error: 'Parametres invalides.' })
      .regex(/^\d{1,10}$/, 'Parametres invalides.')
      .transform(Number),
  ),
});

export const SponsoringStatus = z
  .object({
    status: z.enum([...SPONSORING_STATES, 'aucun']).meta({ description: "État du dernier sponsoring de l'annonce, ou aucun." }),
    date_fin: Timestamp.nullable(),
  })
  .meta({ id: 'StatutSponsoring' });
export type SponsoringStatus = z.infer<typeof SponsoringStatus>;

export const SPONSORING_MESSAGES = {
  listingNotFound: 'Annonce introuvable.',
  notPublished: 'Seules les annonces publiées peuvent être sponsorisées.',
  packNotFound: 'Pack introuvable.',
  packOtherType: 'Ce pack ne correspond pas au type de l’annonce.',
  alreadyRunning: 'Cette annonce est déjà sponsorisée en ce moment.',
  notFound: 'Sponsoring introuvable.',
  notAwaitingPayment: 'Ce sponsoring n’attend pas de paiement.',
  notStoppable: 'Ce sponsoring est déjà terminé ou désactivé.',
  /** the spec's text (section 8) when stopping a sponsoring fails */
  stopFailed: 'Erreur desactivation sponsoring',
  /** the spec's texts (section 8), for a failure the person cannot act on */
  addFailed: "Erreur lors de l'ajout du sponsoring.",
  fetchFailed: 'Erreur lors de la recuperation du sponsoring.',
  updateFailed: 'Erreur lors de la mise a jour du sponsoring.',
  deleteFailed: 'Erreur lors de la suppression du sponsoring.',
  stateFailed: "Erreur lors de la mise a jour de l'etat du sponsoring.",
  reachFailed: "Erreur lors de l'incrementation du reach.",
  /** admin changes */
  expiredIsDerived: 'L’état expiree découle des dates : changez les dates, ou désactivez le sponsoring.',
  nothingToChange: 'Indiquez la date de début ou le nombre de jours.',
  badStart: 'Date de début invalide.',
  badDays: 'Le nombre de jours doit être un entier entre 1 et 365.',
  type: 'Le type doit valoir moto ou equipement.',
  listingInvalid: 'Annonce invalide.',
  choosePack: 'Choisissez un pack.',
  invalid: 'Sponsoring invalide.',
} as const;
export const SPONSORING_ERRORS = /* @__PURE__ */ errorCodes('sponsoring', SPONSORING_MESSAGES);

const positiveId = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message),
  );

export const SponsoringRequest = z
  .strictObject({
    type: z.enum(LISTING_KINDS, { error: SPONSORING_ERRORS.type }),
    idannonce: positiveId(SPONSORING_ERRORS.listingInvalid),
    idpack: positiveId(SPONSORING_ERRORS.choosePack),
  })
  .meta({ id: 'DemandeSponsoring' });

export const CreatedSponsoring = z
  .object({ idsponsoring: z.number().int(), etat_sponsoring: z.enum(SPONSORING_STATES), idpack: z.number().int().nullable(), nbr_jour: z.number().int() })
  .meta({ id: 'SponsoringCree' });

export const PaymentRequest = z
  .strictObject({
    idsponsoring: positiveId(SPONSORING_ERRORS.invalid),
    langue: Langue.default('fr').meta({ description: 'Langue de la page de paiement de CMI et des pages où elle renvoie le navigateur.' }),
  })
  .meta({ id: 'DemandePaiement' });

export const PaymentForm = z
  .object({
    url: z.string().meta({ description: 'Adresse de la passerelle CMI où le navigateur poste le formulaire.' }),
    fields: z.record(z.string(), z.string()).meta({ description: 'Champs du formulaire, signés (HASH).' }),
    oid: z.string(),
    montant: z.number().meta({ description: 'Dh, du pack.' }),
  })
  .meta({ id: 'FormulairePaiement' });

/**
 * initiee → payee or echouee (the same order may be retried); annulee: the sponsoring's pack
 * changed or it was stopped before the callback; doublon: approved while nothing was due, not
 * captured, for an admin to release at CMI → remboursee.
 */
export const PAYMENT_STATES = ['initiee', 'payee', 'echouee', 'annulee', 'doublon', 'remboursee'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A payment as its payer sees it on the return page: our database's word, never the browser's. */
export const PaymentStatus = z
  .object({
    oid: z.string(),
    etat: z.enum(PAYMENT_STATES),
    montant: z.number(),
    proc_return_code: z.string().nullable(),
    date_creation: Timestamp,
    sponsoring: z
      .object({
        idsponsoring: z.number().int(),
        etat_sponsoring: z.enum(SPONSORING_STATES),
        date_debut: Timestamp,
        date_fin: Timestamp,
        nbr_jour: z.number().int(),
        type: z.enum(LISTING_KINDS),
        idannonce: z.number().int(),
        urlType: z.enum(LISTING_URL_TYPES).meta({ description: 'Type de l’annonce dans les adresses du site.' }),
        titre: z.string(),
        pack: z.string().nullable(),
        pack_ar: z.string().nullable().meta({ description: 'Le nom du pack en arabe (null : aucun).' }),
      })
      .nullable(),
  })
  .meta({ id: 'EtatPaiement' });
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** One of my sponsorings, as Mes Ads shows it. */
export const MySponsoring = z
  .object({
    idsponsoring: z.number().int(),
    type: z.enum(LISTING_KINDS),
    idannonce1: z.number().int(),
    urlType: z.enum(LISTING_URL_TYPES),
    titre: z.string(),
    photo1: z.string().nullable(),
    pack: z.string().nullable(),
    pack_ar: z.string().nullable().meta({ description: 'Le nom du pack en arabe (null : aucun).' }),
    prix: z.number().nullable().meta({ description: 'Prix du pack en Dh.' }),
    etat_sponsoring: z.enum(SPONSORING_STATES),
    date_debut: Timestamp,
    date_fin: Timestamp,
    nbr_jour: z.number().int(),
    reach: z.number().int(),
    paiement: z
      .object({ oid: z.string(), etat: z.enum(PAYMENT_STATES), montant: z.number(), date: Timestamp })
      .nullable()
      .meta({ description: 'Le paiement encaissé, sinon le dernier tenté.' }),
  })
  .meta({ id: 'MonSponsoring' });
export type MySponsoring = z.infer<typeof MySponsoring>;

export const MySponsoringPage = paged('sponsorings', MySponsoring).meta({ id: 'PageMesSponsorings' });
export type MySponsoringPage = z.infer<typeof MySponsoringPage>;

export { SPONSORING_QUESTION_MESSAGES };

/** A question to the sales team from /sponsoring (POST moto/send-sponsoring-email). */
export const SponsoringQuestion = z
  .strictObject({
    email: z
      .string({ error: SPONSORING_QUESTION_ERRORS.email })
      .trim()
      .max(254, SPONSORING_QUESTION_ERRORS.email)
      .pipe(z.email(SPONSORING_QUESTION_ERRORS.email)),
    subject: z
      .string({ error: SPONSORING_QUESTION_ERRORS.subject })
      .trim()
      .min(3, SPONSORING_QUESTION_ERRORS.subject)
      .max(120, SPONSORING_QUESTION_ERRORS.subject),
    message: z
      .string({ error: SPONSORING_QUESTION_ERRORS.message })
      .trim()
      .min(10, SPONSORING_QUESTION_ERRORS.message)
      .max(3000, SPONSORING_QUESTION_ERRORS.message),
    honeypot: z.preprocess((v) => v ?? '', z.string().max(200)).meta({ description: 'Champ piège, caché aux humains : toujours vide.' }),
  })
  .meta({ id: 'QuestionSponsoring' });
export type SponsoringQuestion = z.output<typeof SponsoringQuestion>;

export const SponsoringBuyer = z
  .object({
    idutilisateur: z.number().int(),
    nom: z.string().meta({ description: 'Nom affiché (boutique ou prénom nom).' }),
    email: z.string(),
    telephone: z.string().nullable(),
    role: z.enum(['particulier', 'boutique', 'admin']),
  })
  .meta({ id: 'AcheteurSponsoring' });

/** A sponsoring in the back office: Mes Ads' view plus who bought it. */
export const AdminSponsoring = MySponsoring.extend({ acheteur: SponsoringBuyer }).meta({ id: 'SponsoringAdmin' });
export type AdminSponsoring = z.infer<typeof AdminSponsoring>;

export const AdminSponsoringPage = paged('sponsorings', AdminSponsoring).meta({ id: 'PageSponsoringsAdmin' });
export type AdminSponsoringPage = z.infer<typeof AdminSponsoringPage>;

export const PaymentRecord = z
  .object({
    oid: z.string(),
    etat: z.enum(PAYMENT_STATES),
    montant: z.number(),
    proc_return_code: z.string().nullable(),
    trans_id: z.string().nullable().meta({ description: 'Référence de la transaction chez CMI.' }),
    date_creation: Timestamp,
    date_maj: Timestamp,
  })
  .meta({ id: 'Paiement' });
export type PaymentRecord = z.infer<typeof PaymentRecord>;

/** One sponsoring, whole: for its owner (their receipt) and for admins. */
export const SponsoringDetail = AdminSponsoring.extend({
  idpack: z.number().int().nullable(),
  date_ajout: Timestamp,
  paiements: z.array(PaymentRecord).meta({ description: 'Tous les paiements tentés, les plus récents d’abord.' }),
}).meta({ id: 'SponsoringDetail' });
export type SponsoringDetail = z.infer<typeof SponsoringDetail>;

/**
 * An attempt the bank approved while nothing was due (the sponsoring already paid, stopped, deleted
 * or given another pack): not captured, so the amount is only held on the card until the
 * authorisation lapses or an admin cancels it in CMI's back office.
 */
export const PaymentToRelease = z
  .object({
    oid: z.string(),
    etat: z.enum(['doublon', 'remboursee']),
    montant: z.number(),
    trans_id: z.string().nullable().meta({ description: 'Référence de la transaction chez CMI.' }),
    date_creation: Timestamp,
    date_maj: Timestamp.meta({ description: 'Quand la banque l’a acceptée, ou quand un admin l’a marquée remboursée.' }),
    acheteur: z
      .object({ idutilisateur: z.number().int(), nom: z.string(), email: z.string() })
      .nullable()
      .meta({ description: 'null si le compte a été supprimé.' }),
    sponsoring: z
      .object({ idsponsoring: z.number().int(), titre: z.string(), etat_sponsoring: z.enum(SPONSORING_STATES) })
      .nullable()
      .meta({ description: 'null si le sponsoring a été supprimé.' }),
  })
  .meta({ id: 'PaiementARembourser' });
export type PaymentToRelease = z.infer<typeof PaymentToRelease>;

export const PaymentToReleasePage = paged('paiements', PaymentToRelease).meta({ id: 'PagePaiementsARembourser' });
export type PaymentToReleasePage = z.infer<typeof PaymentToReleasePage>;

export const PAYMENT_MESSAGES = {
  notToRelease: 'Ce paiement n’est pas un doublon à rembourser.',
  released: 'Paiement marqué remboursé.',
} as const;
export const PAYMENT_ERRORS = /* @__PURE__ */ errorCodes('payment', PAYMENT_MESSAGES);

/** States an admin can set; expiree follows from the dates. */
export const ADMIN_SETTABLE_SPONSORING_STATES = ['en_attente', 'active', 'desactivee', 'refusee'] as const;

export const SponsoringStateBody = z
  .strictObject({
    etat_sponsoring: z
      .enum(SPONSORING_STATES, { error: 'L’état doit valoir en_attente, active, desactivee ou refusee.' })
      .refine((etat) => etat !== 'expiree', SPONSORING_ERRORS.expiredIsDerived),
  })
  .meta({ id: 'EtatSponsoring' });

export const SponsoringUpdate = z
  .strictObject({
    date_debut: z.iso.datetime({ offset: true, error: SPONSORING_ERRORS.badStart }).optional(),
    nbr_jour: z
      .number({ error: SPONSORING_ERRORS.badDays })
      .int(SPONSORING_ERRORS.badDays)
      .min(1, SPONSORING_ERRORS.badDays)
      .max(365, SPONSORING_ERRORS.badDays)
      .optional(),
  })
  .refine((body) => body.date_debut !== undefined || body.nbr_jour !== undefined, SPONSORING_ERRORS.nothingToChange)
  .meta({ id: 'ModificationSponsoring' });
export type SponsoringUpdate = z.infer<typeof SponsoringUpdate>;

export const SponsoringStats = z
  .object({
    parEtat: z.record(z.enum(SPONSORING_STATES), z.number().int()).meta({ description: 'Nombre de sponsorings par état (expiree d’après les dates).' }),
    actifs: z.number().int(),
    finDans48h: z.number().int().meta({ description: 'Sponsorings en cours qui finissent dans les 48 heures.' }),
    paiementsEchouesAujourdhui: z.number().int().meta({ description: 'Paiements refusés depuis minuit (heure du Maroc).' }),
    paiementsARembourser: z
      .number()
      .int()
      .meta({ description: 'Paiements acceptés par la banque alors que rien n’était dû (doublons), pas encore marqués remboursés.' }),
    reachTotal: z.number().int(),
    revenuTotal: z.number().meta({ description: 'Dh encaissés (paiements payés).' }),
    revenuParMois: z
      .array(z.object({ mois: z.string().meta({ example: '2026-11' }), montant: z.number(), paiements: z.number().int() }))
      .meta({ description: 'Les 12 derniers mois, heure du Maroc, du plus ancien au plus récent (mois sans paiement compris).' }),
  })
  .meta({ id: 'StatsSponsoring' });
export type SponsoringStats = z.infer<typeof SponsoringStats>;
