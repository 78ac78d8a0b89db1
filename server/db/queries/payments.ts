/**
 * Buying a sponsoring: the pending sponsoring of an owner's published listing, a payment attempt
 * for it (amount from the pack, a fresh order id), and CMI's callback applied once, whatever how
 * often and how concurrently it arrives (the payment row is locked while it is applied).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingUrlType, type SponsoringState } from '@/lib/listing-types';
import { SPONSORING_MESSAGES, type PaymentStatus } from '@/lib/schemas/sponsoring';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, packSponsoring, paiement, sponsoring, utilisateur } from '../schema';
import { effectiveSponsoringState, sponsoringEnd } from './sponsoring';

export interface Owner {
  idutilisateur: number;
}

/** The listing table of a kind, and its id column. */
function listingTable(kind: ListingKind) {
  return kind === 'moto' ? { table: annonceMoto, id: annonceMoto.idannonce_moto } : { table: annonceEquipement, id: annonceEquipement.idannonce_equipement };
}

/** The listing a sponsoring points at, as the public site addresses it. */
export async function sponsoredListing(db: Db, row: { type: string; idannonce_moto: number | null; idannonce_equipement: number | null }) {
  const kind = row.type as ListingKind;
  const id = (kind === 'moto' ? row.idannonce_moto : row.idannonce_equipement)!;
  const { table, id: idColumn } = listingTable(kind);
  const [listing] = await db
    .select({ titre: table.titre, type: kind === 'moto' ? sql<string>`'moto'` : annonceEquipement.type })
    .from(table)
    .where(eq(idColumn, id));
  const urlType: ListingUrlType = kind === 'moto' ? 'moto' : urlTypeOfEquipment((listing?.type ?? 'motard') as EquipmentType);
  return { kind, id, urlType, titre: listing?.titre ?? '' };
}

/** The owner's listing of that kind, or a 404 (someone else's listing does not exist for them). */
async function ownedListing(db: Db, kind: ListingKind, id: number, owner: Owner) {
  const { table, id: idColumn } = listingTable(kind);
  const [row] = await db
    .select({ etat: table.etat })
    .from(table)
    .where(and(eq(idColumn, id), eq(table.idutilisateur, owner.idutilisateur)));
  if (!row) throw new Refusal(SPONSORING_MESSAGES.listingNotFound, 404);
  return row;
}

/**
 * A sponsoring waiting for its payment, for the owner's published listing and a pack of its kind.
 * One running or pending sponsoring per listing: a pending one is given back rather than doubled.
 */
export async function createPendingSponsoring(db: Db, owner: Owner, request: { type: ListingKind; idannonce: number; idpack: number }) {
  return db.transaction(async (tx) => {
    const listing = await ownedListing(tx, request.type, request.idannonce, owner);
    if (listing.etat !== 'publiee') throw new Refusal(SPONSORING_MESSAGES.notPublished, 400);
    const [pack] = await tx
      .select()
      .from(packSponsoring)
      .where(and(eq(packSponsoring.idpack, request.idpack), eq(packSponsoring.actif, true)));
    if (!pack) throw new Refusal(SPONSORING_MESSAGES.packNotFound, 404);
    if (pack.type !== request.type) throw new Refusal(SPONSORING_MESSAGES.packOtherType, 400);
    const listingColumn = request.type === 'moto' ? sponsoring.idannonce_moto : sponsoring.idannonce_equipement;
    // Serialises two purchases of the same listing (two tabs): the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsoring:${request.type}:${request.idannonce}`}))`);
    const existing = await tx
      .select()
      .from(sponsoring)
      .where(and(eq(listingColumn, request.idannonce), inArray(sponsoring.etat_sponsoring, ['en_attente', 'active'])))
      .orderBy(desc(sponsoring.date_ajout));
    const now = new Date();
    for (const current of existing) {
      if (current.etat_sponsoring === 'active' && sponsoringEnd(current.date_debut, current.nbr_jour) > now) {
        throw new Refusal(SPONSORING_MESSAGES.alreadyRunning, 409);
      }
    }
    const pending = existing.find((current) => current.etat_sponsoring === 'en_attente');
    if (pending) {
      // The pack chosen now replaces the one chosen before the payment was left.
      const [updated] = await tx
        .update(sponsoring)
        .set({ idpack: pack.idpack, nbr_jour: pack.nbr_jour })
        .where(eq(sponsoring.idsponsoring, pending.idsponsoring))
        .returning();
      return updated!;
    }
    const [created] = await tx
      .insert(sponsoring)
      .values({
        type: request.type,
        idannonce_moto: request.type === 'moto' ? request.idannonce : null,
        idannonce_equipement: request.type === 'equipement' ? request.idannonce : null,
        idutilisateur: owner.idutilisateur,
        idpack: pack.idpack,
        // Set again when the payment succeeds: the days count from then.
        date_debut: now,
        nbr_jour: pack.nbr_jour,
        etat_sponsoring: 'en_attente',
      })
      .returning();
    return created!;
  });
}

export interface InitiatedPayment {
  oid: string;
  montant: number;
  email: string;
  name: string;
  phone: string | null;
}

/** A payment attempt for the owner's pending sponsoring: the amount is the pack's, from the database. */
export async function initiatePayment(db: Db, owner: Owner, idsponsoring: number, oid: string): Promise<InitiatedPayment> {
  const [row] = await db
    .select({
      etat: sponsoring.etat_sponsoring,
      idpack: sponsoring.idpack,
      prix: packSponsoring.prix,
      email: utilisateur.email,
      nom: utilisateur.nom,
      prenom: utilisateur.prenom,
      nom_entreprise: utilisateur.nom_entreprise,
      telephone: utilisateur.telephone,
    })
    .from(sponsoring)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, sponsoring.idutilisateur))
    .leftJoin(packSponsoring, eq(packSponsoring.idpack, sponsoring.idpack))
    .where(and(eq(sponsoring.idsponsoring, idsponsoring), eq(sponsoring.idutilisateur, owner.idutilisateur)));
  if (!row) throw new Refusal(SPONSORING_MESSAGES.notFound, 404);
  if (row.etat !== 'en_attente') throw new Refusal(SPONSORING_MESSAGES.notAwaitingPayment, 409);
  if (row.prix === null || row.idpack === null) throw new Refusal(SPONSORING_MESSAGES.packNotFound, 404);
  await db.insert(paiement).values({ oid, idutilisateur: owner.idutilisateur, idsponsoring, idpack: row.idpack, montant: row.prix, etat: 'initiee' });
  return {
    oid,
    montant: row.prix,
    email: row.email,
    name: row.nom_entreprise ?? `${row.prenom} ${row.nom}`.trim(),
    phone: row.telephone,
  };
}

/** CMI's answers to its callback (cmi-protocol.md). */
export type CallbackAnswer = 'ACTION=POSTAUTH' | 'APPROVED' | 'FAILURE';

export interface CallbackOutcome {
  answer: CallbackAnswer;
  /** why a callback was refused, for the log */
  refused?: string;
  /** the sponsoring that this callback started, once: its listing's pages must show it */
  activated?: { idsponsoring: number; urlType: ListingUrlType; id: number; titre: string };
}

/** Applies a callback whose hash was already checked: once, under the payment row's lock. */
export async function applyPaymentCallback(db: Db, fields: Record<string, string>): Promise<CallbackOutcome> {
  const oid = fields.oid ?? fields.OID ?? '';
  const code = (fields.ProcReturnCode ?? '').trim();
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(paiement).where(eq(paiement.oid, oid)).for('update');
    if (!payment) return { answer: 'FAILURE' as const, refused: 'unknown oid' };
    if (Number(fields.amount) !== payment.montant) return { answer: 'FAILURE' as const, refused: `amount ${fields.amount} is not ${payment.montant}` };
    if (payment.etat === 'payee') return { answer: code === '00' ? ('ACTION=POSTAUTH' as const) : ('APPROVED' as const) };
    const now = new Date();
    const stored = { proc_return_code: code || null, trans_id: fields.TransId ?? null, callback: fields, date_maj: now };
    if (code !== '00') {
      // Declined or failed 3-D Secure: the order stays open for another try.
      await tx.update(paiement).set({ ...stored, etat: 'echouee' }).where(eq(paiement.idpaiement, payment.idpaiement));
      return { answer: 'APPROVED' as const };
    }
    await tx.update(paiement).set({ ...stored, etat: 'payee' }).where(eq(paiement.idpaiement, payment.idpaiement));
    if (payment.idsponsoring === null) return { answer: 'ACTION=POSTAUTH' as const };
    const [started] = await tx
      .update(sponsoring)
      .set({ etat_sponsoring: 'active', date_debut: now })
      .where(and(eq(sponsoring.idsponsoring, payment.idsponsoring), eq(sponsoring.etat_sponsoring, 'en_attente')))
      .returning();
    if (!started) return { answer: 'ACTION=POSTAUTH' as const };
    const { urlType, id, titre } = await sponsoredListing(tx, started);
    return { answer: 'ACTION=POSTAUTH' as const, activated: { idsponsoring: started.idsponsoring, urlType, id, titre } };
  });
}

/** The payer's payment by order id, with its sponsoring and listing; null for anyone else. */
export async function paymentStatus(db: Db, oid: string, owner: Owner): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({ payment: paiement, sponsoring, pack: packSponsoring.nom })
    .from(paiement)
    .leftJoin(sponsoring, eq(sponsoring.idsponsoring, paiement.idsponsoring))
    .leftJoin(packSponsoring, eq(packSponsoring.idpack, paiement.idpack))
    .where(and(eq(paiement.oid, oid), eq(paiement.idutilisateur, owner.idutilisateur)));
  if (!row) return null;
  let sponsored: PaymentStatus['sponsoring'] = null;
  if (row.sponsoring) {
    const listing = await sponsoredListing(db, row.sponsoring);
    sponsored = {
      idsponsoring: row.sponsoring.idsponsoring,
      etat_sponsoring: effectiveSponsoringState(row.sponsoring.etat_sponsoring as SponsoringState, row.sponsoring.date_debut, row.sponsoring.nbr_jour),
      date_debut: row.sponsoring.date_debut.toISOString(),
      date_fin: sponsoringEnd(row.sponsoring.date_debut, row.sponsoring.nbr_jour).toISOString(),
      nbr_jour: row.sponsoring.nbr_jour,
      type: listing.kind,
      idannonce: listing.id,
      urlType: listing.urlType,
      titre: listing.titre,
      pack: row.pack,
    };
  }
  return {
    oid: row.payment.oid,
    etat: row.payment.etat as PaymentStatus['etat'],
    montant: row.payment.montant,
    proc_return_code: row.payment.proc_return_code,
    date_creation: row.payment.date_creation.toISOString(),
    sponsoring: sponsored,
  };
}

/** The owner stops a sponsoring (no refund): active or waiting for payment → desactivee. */
export async function deactivateMySponsoring(db: Db, owner: Owner, idsponsoring: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sponsoring)
      .where(and(eq(sponsoring.idsponsoring, idsponsoring), eq(sponsoring.idutilisateur, owner.idutilisateur)))
      .for('update');
    if (!row) throw new Refusal(SPONSORING_MESSAGES.notFound, 404);
    const state = effectiveSponsoringState(row.etat_sponsoring as SponsoringState, row.date_debut, row.nbr_jour);
    if (state !== 'active' && state !== 'en_attente') throw new Refusal(SPONSORING_MESSAGES.notStoppable, 409);
    await tx.update(sponsoring).set({ etat_sponsoring: 'desactivee' }).where(eq(sponsoring.idsponsoring, idsponsoring));
    const { urlType, id, titre } = await sponsoredListing(tx, row);
    return { wasRunning: state === 'active', listing: { urlType, id, titre } };
  });
}
