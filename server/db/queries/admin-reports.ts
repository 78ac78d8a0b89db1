/**
 * Reports and contact messages in the back office: reports grouped by listing (spam hidden unless
 * asked for), a decision over a listing's open reports (handled or dismissed, audited), and the
 * contact form's messages, read or unread.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingState } from '@/lib/listing-types';
import type { AdminContactPage, AdminReport, ReportedListingPage } from '@/lib/schemas/admin-reports';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, messageContact, signalement } from '../schema';
import { recordAdminAction, type Admin } from './audit';
import { exactPage, rowCount } from './pagination';

type ReportState = AdminReport['statut'];

/**
 * Reported listings, grouped. With `idutilisateur`, only that user's listings and, unless a state is
 * asked for, reports in every state (a user's admin page shows their whole record).
 */
export async function reportedListings(
  db: Db,
  request: { statut?: ReportState; spam?: boolean; idutilisateur?: number; page?: number; limit?: number },
): Promise<ReportedListingPage> {
  const owner = request.idutilisateur;
  const where = and(
    request.statut || owner === undefined ? eq(signalement.statut, request.statut ?? 'nouveau') : undefined,
    eq(signalement.spam, request.spam ?? false),
    owner === undefined
      ? undefined
      : or(
          inArray(signalement.idannonce_moto, db.select({ id: annonceMoto.idannonce_moto }).from(annonceMoto).where(eq(annonceMoto.idutilisateur, owner))),
          inArray(
            signalement.idannonce_equipement,
            db.select({ id: annonceEquipement.idannonce_equipement }).from(annonceEquipement).where(eq(annonceEquipement.idutilisateur, owner)),
          ),
        ),
  );
  const listingId = sql<number>`coalesce(${signalement.idannonce_moto}, ${signalement.idannonce_equipement})`;
  const {
    rows: groups,
    page,
    total,
    totalPages,
  } = await exactPage(
    request,
    ({ limit, offset }) =>
      db
        .select({
          type_annonce: signalement.type_annonce,
          idannonce: listingId,
          nombre: sql<number>`count(*)::int`,
          dernier: sql<string>`max(${signalement.date_ajout})`,
          signalements: sql<(Omit<AdminReport, 'date_ajout'> & { date_ajout: string })[]>`json_agg(json_build_object(
          'idsignalement', ${signalement.idsignalement}, 'motif', ${signalement.motif}, 'details', ${signalement.details},
          'contact_email', ${signalement.contact_email}, 'contact_phone', ${signalement.contact_phone},
          'statut', ${signalement.statut}, 'spam', ${signalement.spam}, 'date_ajout', ${signalement.date_ajout}) order by ${signalement.date_ajout} desc)`,
        })
        .from(signalement)
        .where(where)
        .groupBy(signalement.type_annonce, listingId)
        .orderBy(desc(sql`max(${signalement.date_ajout})`))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: sql<number>`count(distinct (${signalement.type_annonce}, ${listingId}))::int` })
        .from(signalement)
        .where(where),
  );
  const ids = (kind: ListingKind) => groups.filter((group) => group.type_annonce === kind).map((group) => Number(group.idannonce));
  const [motos, equipements] = await Promise.all([
    ids('moto').length
      ? db
          .select({ id: annonceMoto.idannonce_moto, titre: annonceMoto.titre, etat: annonceMoto.etat })
          .from(annonceMoto)
          .where(inArray(annonceMoto.idannonce_moto, ids('moto')))
      : [],
    ids('equipement').length
      ? db
          .select({ id: annonceEquipement.idannonce_equipement, titre: annonceEquipement.titre, etat: annonceEquipement.etat, type: annonceEquipement.type })
          .from(annonceEquipement)
          .where(inArray(annonceEquipement.idannonce_equipement, ids('equipement')))
      : [],
  ]);
  return {
    page,
    total,
    totalPages,
    annonces: groups.map((group) => {
      const kind = group.type_annonce as ListingKind;
      const id = Number(group.idannonce);
      const listing: { titre: string; etat: string; type?: string } | undefined =
        kind === 'moto' ? motos.find((m) => m.id === id) : equipements.find((e) => e.id === id);
      const motifs: Record<string, number> = {};
      for (const report of group.signalements) motifs[report.motif] = (motifs[report.motif] ?? 0) + 1;
      return {
        type_annonce: kind,
        idannonce: id,
        titre: listing?.titre ?? null,
        etat: (listing?.etat as ListingState | undefined) ?? null,
        urlType: listing ? (kind === 'moto' ? 'moto' : urlTypeOfEquipment(listing.type as EquipmentType)) : null,
        nombre: group.nombre,
        dernier: new Date(group.dernier).toISOString(),
        motifs,
        signalements: group.signalements.map((report) => ({ ...report, date_ajout: new Date(report.date_ajout).toISOString() })),
      };
    }),
  };
}

/** Closes a listing's open reports as handled or dismissed; answers how many. */
export async function decideReports(db: Db, admin: Admin, kind: ListingKind, idannonce: number, statut: 'traite' | 'rejete'): Promise<number> {
  return db.transaction(async (tx) => {
    const listingColumn = kind === 'moto' ? signalement.idannonce_moto : signalement.idannonce_equipement;
    const closed = await tx
      .update(signalement)
      .set({ statut })
      .where(and(eq(listingColumn, idannonce), eq(signalement.statut, 'nouveau')))
      .returning({ id: signalement.idsignalement });
    if (closed.length > 0) {
      await recordAdminAction(tx, admin, {
        action: 'signalement.decision',
        objet_type: kind === 'moto' ? 'annonce_moto' : 'annonce_equipement',
        objet_id: idannonce,
        avant: { statut: 'nouveau', signalements: closed.map((row) => row.id) },
        apres: { statut },
      });
    }
    return closed.length;
  });
}

export async function contactMessages(db: Db, request: { traite?: boolean; page?: number; limit?: number }): Promise<AdminContactPage> {
  const where = request.traite === undefined ? undefined : eq(messageContact.traite, request.traite);
  const [{ rows, ...paging }, [unread]] = await Promise.all([
    exactPage(
      request,
      ({ limit, offset }) =>
        db.select().from(messageContact).where(where).orderBy(desc(messageContact.date_ajout), desc(messageContact.idmessage)).limit(limit).offset(offset),
      () => db.select({ n: rowCount }).from(messageContact).where(where),
    ),
    db.select({ n: rowCount }).from(messageContact).where(eq(messageContact.traite, false)),
  ]);
  return {
    ...paging,
    nonLus: unread?.n ?? 0,
    messages: rows.map((row) => ({
      idmessage: row.idmessage,
      nom: row.nom,
      email: row.email,
      telephone: row.telephone,
      sujet: row.sujet,
      message: row.message,
      traite: row.traite,
      date_ajout: row.date_ajout.toISOString(),
    })),
  };
}

/** Marks a message read (traite) or unread again; false when it does not exist. */
export async function markContactMessage(db: Db, admin: Admin, idmessage: number, traite: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(messageContact)
      .set({ traite })
      .where(eq(messageContact.idmessage, idmessage))
      .returning({ id: messageContact.idmessage });
    if (changed)
      await recordAdminAction(tx, admin, {
        action: 'message.lecture',
        objet_type: 'message_contact',
        objet_id: idmessage,
        avant: { traite: !traite },
        apres: { traite },
      });
    return Boolean(changed);
  });
}
