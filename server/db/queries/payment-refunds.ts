/**
 * Duplicate payments: attempts the bank approved while nothing was due, answered without capture
 * (applyPaymentCallback). An admin cancels each authorisation in CMI's back office, then marks it
 * here; the change is audited like every admin change.
 */
import { asc, eq } from 'drizzle-orm';
import type { SponsoringState } from '@/lib/listing-types';
import { PAYMENT_ERRORS, type PaymentToRelease, type PaymentToReleasePage } from '@/lib/schemas/sponsoring';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { paiement, sponsoring, utilisateur } from '../schema';
import { recordAdminAction, type Admin } from './audit';
import { sponsoredListing } from './payments';
import { effectiveSponsoringState } from './sponsoring';
import { exactPage, rowCount } from './pagination';
import { displayName, nameColumns } from './people';

/** Duplicates still to release, oldest first (the longest held on a card). */
export async function paymentsToRelease(db: Db, request: { page?: number; limit?: number }): Promise<PaymentToReleasePage> {
  const where = eq(paiement.etat, 'doublon');
  const { rows, page, total, totalPages } = await exactPage(
    request,
    ({ limit, offset }) =>
      db
        .select({
          p: paiement,
          buyer: {
            idutilisateur: utilisateur.idutilisateur,
            ...nameColumns,
            email: utilisateur.email,
          },
          s: sponsoring,
        })
        .from(paiement)
        .leftJoin(utilisateur, eq(utilisateur.idutilisateur, paiement.idutilisateur))
        .leftJoin(sponsoring, eq(sponsoring.idsponsoring, paiement.idsponsoring))
        .where(where)
        .orderBy(asc(paiement.date_maj), asc(paiement.idpaiement))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: rowCount }).from(paiement).where(where),
  );
  const paiements = await Promise.all(
    rows.map(async ({ p, buyer, s }): Promise<PaymentToRelease> => ({
      oid: p.oid,
      etat: p.etat as PaymentToRelease['etat'],
      montant: p.montant,
      trans_id: p.trans_id,
      date_creation: p.date_creation.toISOString(),
      date_maj: p.date_maj.toISOString(),
      acheteur: buyer ? { idutilisateur: buyer.idutilisateur, nom: displayName(buyer), email: buyer.email } : null,
      sponsoring: s
        ? {
            idsponsoring: s.idsponsoring,
            titre: (await sponsoredListing(db, s)).titre,
            etat_sponsoring: effectiveSponsoringState(s.etat_sponsoring as SponsoringState, s.date_debut, s.nbr_jour),
          }
        : null,
    })),
  );
  return { paiements, page, totalPages, total };
}

/** PATCH payment/admin/{oid}/rembourse: the admin released the authorisation at CMI. */
export async function markPaymentReleased(db: Db, admin: Admin, oid: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(paiement).where(eq(paiement.oid, oid)).for('update');
    if (!before || before.etat !== 'doublon') throw new Refusal(PAYMENT_ERRORS.notToRelease, before ? 409 : 404);
    const [after] = await tx.update(paiement).set({ etat: 'remboursee', date_maj: new Date() }).where(eq(paiement.idpaiement, before.idpaiement)).returning();
    await recordAdminAction(tx, admin, {
      action: 'paiement.rembourse',
      objet_type: 'paiement',
      objet_id: before.idpaiement,
      avant: { oid, etat: before.etat, montant: before.montant },
      apres: { oid, etat: after!.etat, montant: after!.montant },
    });
  });
}
