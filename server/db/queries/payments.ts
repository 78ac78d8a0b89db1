/**
 * Buying a sponsoring: the pending sponsoring of an owner's published listing, a payment attempt
 * for it (amount from the pack, a fresh order id), and CMI's callback applied once, whatever how
 * often and how concurrently it arrives (the payment row is locked while it is applied).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingUrlType, type SponsoringState } from '@/lib/listing-types';
import { SPONSORING_ERRORS, type PaymentStatus } from '@/lib/schemas/sponsoring';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, packSponsoring, paiement, sponsoring, utilisateur } from '../schema';
import { effectiveSponsoringState, sponsoringEnd } from './sponsoring';
import { displayName, nameColumns } from './people';

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
  if (!row) throw new Refusal(SPONSORING_ERRORS.listingNotFound, 404);
  return row;
}

/** Attempts whose callback could still capture: not yet answered, or declined and open for a retry. */
const OPEN_PAYMENT_STATES = ['initiee', 'echouee'] as const;

/**
 * Cancels a sponsoring's open payment attempts: its pack changed or it will not be paid any more.
 * A callback that approves one later captures nothing (it becomes a duplicate). The caller holds
 * the sponsoring's row lock, taken before any of its payments' (the callback's order).
 */
export async function cancelOpenPayments(db: Db, idsponsoring: number) {
  await db
    .update(paiement)
    .set({ etat: 'annulee', date_maj: new Date() })
    .where(and(eq(paiement.idsponsoring, idsponsoring), inArray(paiement.etat, OPEN_PAYMENT_STATES)));
}

/**
 * A sponsoring waiting for its payment, for the owner's published listing and a pack of its kind.
 * One running or pending sponsoring per listing: a pending one is given back rather than doubled.
 */
export async function createPendingSponsoring(db: Db, owner: Owner, request: { type: ListingKind; idannonce: number; idpack: number }) {
  return db.transaction(async (tx) => {
    const listing = await ownedListing(tx, request.type, request.idannonce, owner);
    if (listing.etat !== 'publiee') throw new Refusal(SPONSORING_ERRORS.notPublished, 400);
    const [pack] = await tx
      .select()
      .from(packSponsoring)
      .where(and(eq(packSponsoring.idpack, request.idpack), eq(packSponsoring.actif, true)));
    if (!pack) throw new Refusal(SPONSORING_ERRORS.packNotFound, 404);
    if (pack.type !== request.type) throw new Refusal(SPONSORING_ERRORS.packOtherType, 400);
    const listingColumn = request.type === 'moto' ? sponsoring.idannonce_moto : sponsoring.idannonce_equipement;
    // Serialises two purchases of the same listing (two tabs): the second sees the first.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsoring:${request.type}:${request.idannonce}`}))`);
    const existing = await tx
      .select()
      .from(sponsoring)
      .where(and(eq(listingColumn, request.idannonce), inArray(sponsoring.etat_sponsoring, ['en_attente', 'active'])))
      .orderBy(desc(sponsoring.date_ajout))
      .for('update');
    const now = new Date();
    for (const current of existing) {
      if (current.etat_sponsoring === 'active' && sponsoringEnd(current.date_debut, current.nbr_jour) > now) {
        throw new Refusal(SPONSORING_ERRORS.alreadyRunning, 409);
      }
    }
    const pending = existing.find((current) => current.etat_sponsoring === 'en_attente');
    if (pending) {
      if (pending.idpack === pack.idpack) return pending;
      // The pack chosen now replaces the one chosen before the payment was left. The attempts
      // started for the old pack are cancelled: none of them may pay for this one.
      await cancelOpenPayments(tx, pending.idsponsoring);
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

/**
 * A payment attempt for the owner's pending sponsoring. Its pack, days and amount come from the
 * database and are frozen on the attempt: the callback activates exactly what it was paid for.
 */
export async function initiatePayment(db: Db, owner: Owner, idsponsoring: number, oid: string): Promise<InitiatedPayment> {
  return db.transaction(async (tx) => {
    // The sponsoring's lock: a change of pack waits for this attempt to be written, then cancels it.
    const [pending] = await tx
      .select({ etat: sponsoring.etat_sponsoring, idpack: sponsoring.idpack })
      .from(sponsoring)
      .where(and(eq(sponsoring.idsponsoring, idsponsoring), eq(sponsoring.idutilisateur, owner.idutilisateur)))
      .for('update');
    if (!pending) throw new Refusal(SPONSORING_ERRORS.notFound, 404);
    if (pending.etat !== 'en_attente') throw new Refusal(SPONSORING_ERRORS.notAwaitingPayment, 409);
    const [pack] = pending.idpack === null ? [] : await tx.select().from(packSponsoring).where(eq(packSponsoring.idpack, pending.idpack));
    if (!pack) throw new Refusal(SPONSORING_ERRORS.packNotFound, 404);
    const [payer] = await tx
      .select({
        email: utilisateur.email,
        ...nameColumns,
        telephone: utilisateur.telephone,
      })
      .from(utilisateur)
      .where(eq(utilisateur.idutilisateur, owner.idutilisateur));
    if (!payer) throw new Refusal(SPONSORING_ERRORS.notFound, 404);
    await tx
      .insert(paiement)
      .values({ oid, idutilisateur: owner.idutilisateur, idsponsoring, idpack: pack.idpack, nbr_jour: pack.nbr_jour, montant: pack.prix, etat: 'initiee' });
    return {
      oid,
      montant: pack.prix,
      email: payer.email,
      name: displayName(payer),
      phone: payer.telephone,
    };
  });
}

/** CMI's answers to its callback (cmi-protocol.md). */
export type CallbackAnswer = 'ACTION=POSTAUTH' | 'APPROVED' | 'FAILURE';

export interface CallbackOutcome {
  answer: CallbackAnswer;
  /** why a callback was refused, for the log */
  refused?: string;
  /** approved by the bank while nothing was due: acknowledged without capture, kept for a refund */
  duplicate?: boolean;
  /** the sponsoring that this callback started, once: its listing's pages must show it */
  activated?: { idsponsoring: number; urlType: ListingUrlType; id: number; titre: string };
}

/**
 * Applies a callback whose hash was already checked, once. Only an approved attempt that is still
 * due is captured: open, for a sponsoring still waiting for exactly that pack. Any other approval
 * (the sponsoring was paid by another attempt, stopped, deleted, or its pack changed) is answered
 * APPROVED, which captures nothing, and kept as a duplicate for an admin to release.
 */
export async function applyPaymentCallback(db: Db, fields: Record<string, string>): Promise<CallbackOutcome> {
  const oid = fields.oid ?? fields.OID ?? '';
  const code = (fields.ProcReturnCode ?? '').trim();
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ idsponsoring: paiement.idsponsoring }).from(paiement).where(eq(paiement.oid, oid));
    if (!found) return { answer: 'FAILURE' as const, refused: 'unknown oid' };
    // Locks in the order every writer takes them, the sponsoring before its payments: two attempts
    // for one sponsoring are applied one after the other, and the second sees the first.
    const [target] = found.idsponsoring === null ? [] : await tx.select().from(sponsoring).where(eq(sponsoring.idsponsoring, found.idsponsoring)).for('update');
    const [payment] = await tx.select().from(paiement).where(eq(paiement.oid, oid)).for('update');
    if (!payment) return { answer: 'FAILURE' as const, refused: 'unknown oid' };
    if (Number(fields.amount) !== payment.montant) return { answer: 'FAILURE' as const, refused: `amount ${fields.amount} is not ${payment.montant}` };
    // A repeated callback: the answer it had, nothing applied again.
    if (payment.etat === 'payee') return { answer: code === '00' ? ('ACTION=POSTAUTH' as const) : ('APPROVED' as const) };
    if (payment.etat === 'doublon' || payment.etat === 'remboursee') return { answer: 'APPROVED' as const, duplicate: true };
    const now = new Date();
    const stored = { proc_return_code: code || null, trans_id: fields.TransId ?? null, callback: fields, date_maj: now };
    const open = (OPEN_PAYMENT_STATES as readonly string[]).includes(payment.etat);
    if (code !== '00') {
      // Declined or failed 3-D Secure: an open order stays open for another try.
      await tx
        .update(paiement)
        .set({ ...stored, etat: open ? 'echouee' : payment.etat })
        .where(eq(paiement.idpaiement, payment.idpaiement));
      return { answer: 'APPROVED' as const };
    }
    const due =
      open &&
      target !== undefined &&
      target.idsponsoring === payment.idsponsoring &&
      target.etat_sponsoring === 'en_attente' &&
      target.idpack === payment.idpack;
    if (!due) {
      await tx
        .update(paiement)
        .set({ ...stored, etat: 'doublon' })
        .where(eq(paiement.idpaiement, payment.idpaiement));
      return { answer: 'APPROVED' as const, duplicate: true };
    }
    await tx
      .update(paiement)
      .set({ ...stored, etat: 'payee' })
      .where(eq(paiement.idpaiement, payment.idpaiement));
    // What was paid for, from the payment row: its pack and its days, counted from now.
    const [started] = await tx
      .update(sponsoring)
      .set({ etat_sponsoring: 'active', date_debut: now, idpack: payment.idpack, nbr_jour: payment.nbr_jour })
      .where(eq(sponsoring.idsponsoring, target.idsponsoring))
      .returning();
    const { urlType, id, titre } = await sponsoredListing(tx, started!);
    return { answer: 'ACTION=POSTAUTH' as const, activated: { idsponsoring: started!.idsponsoring, urlType, id, titre } };
  });
}

/** The payer's payment by order id, with its sponsoring and listing; null for anyone else. */
export async function paymentStatus(db: Db, oid: string, owner: Owner): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({ payment: paiement, sponsoring, pack: packSponsoring.nom, pack_ar: packSponsoring.nom_ar })
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
      // The days this attempt paid for (the sponsoring's own may since have changed).
      nbr_jour: row.payment.nbr_jour,
      type: listing.kind,
      idannonce: listing.id,
      urlType: listing.urlType,
      titre: listing.titre,
      pack: row.pack,
      pack_ar: row.pack_ar,
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
    if (!row) throw new Refusal(SPONSORING_ERRORS.notFound, 404);
    const state = effectiveSponsoringState(row.etat_sponsoring as SponsoringState, row.date_debut, row.nbr_jour);
    if (state !== 'active' && state !== 'en_attente') throw new Refusal(SPONSORING_ERRORS.notStoppable, 409);
    await tx.update(sponsoring).set({ etat_sponsoring: 'desactivee' }).where(eq(sponsoring.idsponsoring, idsponsoring));
    await cancelOpenPayments(tx, idsponsoring);
    const { urlType, id, titre } = await sponsoredListing(tx, row);
    return { wasRunning: state === 'active', listing: { urlType, id, titre } };
  });
}
