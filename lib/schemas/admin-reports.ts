/** Contracts of moderation: reports of listings, grouped by listing, and contact messages. */
import { z } from './zod';
import { LISTING_KINDS, LISTING_STATES, LISTING_URL_TYPES } from '../listing-types';
import { Timestamp, blankToUndefined, pageQuery, paged, queryInt } from './common';

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
  ...pageQuery({ items: 'Annonces signalées', max: 50, defaultSize: 10 }),
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
