/**
 * Sponsorings as their buyers and the admins read them: Mes Ads (the owner's), the back office's
 * list by state and type, and one sponsoring whole with its payments (the receipt, the admin page).
 * One select for all three, so that they describe a sponsoring the same way.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { urlTypeOfEquipment, type EquipmentType, type ListingKind, type SponsoringState } from '@/lib/listing-types';
import type {
  AdminSponsoring,
  AdminSponsoringPage,
  MySponsoring,
  MySponsoringPage,
  PaymentRecord,
  SponsoringDetail,
  PaymentStatus,
} from '@/lib/schemas/sponsoring';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, packSponsoring, paiement, sponsoring, utilisateur } from '../schema';
import { effectiveSponsoringState, sponsoringEnd } from './sponsoring';
import type { Owner } from './payments';
import { exactPage, rowCount } from './pagination';
import { displayName, nameColumns } from './people';

const ends = sql`(${sponsoring.date_debut} + ${sponsoring.nbr_jour} * interval '1 day')`;

/** The rows of a state as people see it: active and expiree follow from the dates. */
export function sponsoringStateIs(etat: SponsoringState, at?: Date): SQL {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  if (etat === 'active') return sql`(${sponsoring.etat_sponsoring} = 'active' and ${ends} > ${now})`;
  if (etat === 'expiree') return sql`(${sponsoring.etat_sponsoring} = 'expiree' or (${sponsoring.etat_sponsoring} = 'active' and ${ends} <= ${now}))`;
  return sql`${sponsoring.etat_sponsoring} = ${etat}`;
}

function selectSponsorings(db: Db) {
  return db
    .select({
      s: sponsoring,
      pack: packSponsoring.nom,
      pack_ar: packSponsoring.nom_ar,
      prix: packSponsoring.prix,
      motoTitre: annonceMoto.titre,
      motoPhoto: sql<string | null>`${annonceMoto.photos}[1]`,
      equipementTitre: annonceEquipement.titre,
      equipementPhoto: sql<string | null>`${annonceEquipement.photos}[1]`,
      equipementType: annonceEquipement.type,
      buyer: {
        idutilisateur: utilisateur.idutilisateur,
        ...nameColumns,
        email: utilisateur.email,
        telephone: utilisateur.telephone,
        role: utilisateur.role,
      },
      paiement: sql<{ oid: string; etat: string; montant: string; date: string } | null>`(
        select json_build_object('oid', p.oid, 'etat', p.etat, 'montant', p.montant, 'date', p.date_creation)
        from ${paiement} p where p.idsponsoring = ${sponsoring.idsponsoring} order by p.etat = 'payee' desc, p.date_creation desc, p.idpaiement desc limit 1)`,
    })
    .from(sponsoring)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, sponsoring.idutilisateur))
    .leftJoin(packSponsoring, eq(packSponsoring.idpack, sponsoring.idpack))
    .leftJoin(annonceMoto, eq(annonceMoto.idannonce_moto, sponsoring.idannonce_moto))
    .leftJoin(annonceEquipement, eq(annonceEquipement.idannonce_equipement, sponsoring.idannonce_equipement));
}
type SponsoringRow = Awaited<ReturnType<typeof selectSponsorings>>[number];

function toMySponsoring(row: SponsoringRow): MySponsoring {
  const kind = row.s.type as ListingKind;
  return {
    idsponsoring: row.s.idsponsoring,
    type: kind,
    idannonce1: (kind === 'moto' ? row.s.idannonce_moto : row.s.idannonce_equipement)!,
    urlType: kind === 'moto' ? 'moto' : urlTypeOfEquipment((row.equipementType ?? 'motard') as EquipmentType),
    titre: (kind === 'moto' ? row.motoTitre : row.equipementTitre) ?? '',
    photo1: kind === 'moto' ? row.motoPhoto : row.equipementPhoto,
    pack: row.pack,
    pack_ar: row.pack_ar,
    prix: row.prix,
    etat_sponsoring: effectiveSponsoringState(row.s.etat_sponsoring as SponsoringState, row.s.date_debut, row.s.nbr_jour),
    date_debut: row.s.date_debut.toISOString(),
    date_fin: sponsoringEnd(row.s.date_debut, row.s.nbr_jour).toISOString(),
    nbr_jour: row.s.nbr_jour,
    reach: row.s.reach,
    paiement: row.paiement
      ? {
          oid: row.paiement.oid,
          etat: row.paiement.etat as PaymentStatus['etat'],
          montant: Number(row.paiement.montant),
          date: new Date(row.paiement.date).toISOString(),
        }
      : null,
  };
}

function toAdminSponsoring(row: SponsoringRow): AdminSponsoring {
  const buyer = row.buyer;
  return {
    ...toMySponsoring(row),
    acheteur: {
      idutilisateur: buyer.idutilisateur,
      nom: displayName(buyer),
      email: buyer.email,
      telephone: buyer.telephone,
      role: buyer.role as AdminSponsoring['acheteur']['role'],
    },
  };
}

async function sponsoringPage<T>(db: Db, where: SQL | undefined, request: { page?: number; limit?: number }, map: (row: SponsoringRow) => T) {
  const { rows, ...paging } = await exactPage(
    request,
    ({ limit, offset }) => selectSponsorings(db).where(where).orderBy(desc(sponsoring.date_ajout), desc(sponsoring.idsponsoring)).limit(limit).offset(offset),
    () => db.select({ n: rowCount }).from(sponsoring).where(where),
  );
  return { ...paging, sponsorings: rows.map(map) };
}

/** Mes Ads: the owner's sponsorings, newest first, with listing, pack and latest payment. */
export function mySponsorings(db: Db, owner: Owner, request: { page?: number; limit?: number }): Promise<MySponsoringPage> {
  return sponsoringPage(db, eq(sponsoring.idutilisateur, owner.idutilisateur), request, toMySponsoring);
}

/** The back office's list: every sponsoring, newest first, of a state, a type and a buyer when given. */
export function adminSponsorings(
  db: Db,
  request: { page?: number; limit?: number; etat?: SponsoringState; type?: ListingKind; idutilisateur?: number },
): Promise<AdminSponsoringPage> {
  const where = and(
    request.etat ? sponsoringStateIs(request.etat) : undefined,
    request.type ? eq(sponsoring.type, request.type) : undefined,
    request.idutilisateur ? eq(sponsoring.idutilisateur, request.idutilisateur) : undefined,
  );
  return sponsoringPage(db, where, request, toAdminSponsoring);
}

/** One sponsoring with all its payments, for its owner or an admin; null for anyone else. */
export function sponsoringDetail(db: Db, idsponsoring: number, viewer: { idutilisateur: number; role: string }): Promise<SponsoringDetail | null> {
  return detailWhere(
    db,
    and(eq(sponsoring.idsponsoring, idsponsoring), viewer.role === 'admin' ? undefined : eq(sponsoring.idutilisateur, viewer.idutilisateur)),
  );
}

/** One sponsoring with all its payments, asked by no one: for the jobs that write to its buyer. */
export function sponsoringForJob(db: Db, idsponsoring: number): Promise<SponsoringDetail | null> {
  return detailWhere(db, eq(sponsoring.idsponsoring, idsponsoring));
}

async function detailWhere(db: Db, where: SQL | undefined): Promise<SponsoringDetail | null> {
  const [row] = await selectSponsorings(db).where(where);
  if (!row) return null;
  const idsponsoring = row.s.idsponsoring;
  const payments = await db
    .select()
    .from(paiement)
    .where(eq(paiement.idsponsoring, idsponsoring))
    .orderBy(desc(paiement.date_creation), desc(paiement.idpaiement));
  return {
    ...toAdminSponsoring(row),
    idpack: row.s.idpack,
    date_ajout: row.s.date_ajout.toISOString(),
    paiements: payments.map((p): PaymentRecord => ({
      oid: p.oid,
      etat: p.etat as PaymentRecord['etat'],
      montant: p.montant,
      proc_return_code: p.proc_return_code,
      trans_id: p.trans_id,
      date_creation: p.date_creation.toISOString(),
      date_maj: p.date_maj.toISOString(),
    })),
  };
}
