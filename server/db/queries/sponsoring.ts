/**
 * Sponsoring packs and sponsorings. A sponsoring is shown from date_debut for nbr_jour × 24 h
 * while its state is active; past that it reads as expiree (derived, not stored).
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ListingKind, SponsoringState } from '@/lib/listing-types';
import type { Pack, SponsoredListing, Sponsoring, SponsoringStatus } from '@/lib/schemas/sponsoring';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, packSponsoring, sponsoring } from '../schema';
import { equipementCardsByIds } from './equipment';
import { iso, qualified } from './listing-shared';
import { motoCardsByIds } from './motorcycles';

const s = sponsoring;
const DAY_MS = 24 * 60 * 60 * 1000;

export function sponsoringEnd(dateDebut: Date, nbrJour: number): Date {
  return new Date(dateDebut.getTime() + nbrJour * DAY_MS);
}

/** The state people see: an active sponsoring whose days are over is expiree. */
export function effectiveSponsoringState(stored: SponsoringState, dateDebut: Date, nbrJour: number, now = new Date()): SponsoringState {
  return stored === 'active' && sponsoringEnd(dateDebut, nbrJour) <= now ? 'expiree' : stored;
}

const packColumns = {
  idpack: packSponsoring.idpack,
  nom: packSponsoring.nom,
  description: packSponsoring.description,
  nom_ar: packSponsoring.nom_ar,
  description_ar: packSponsoring.description_ar,
  prix: packSponsoring.prix,
  nbr_jour: packSponsoring.nbr_jour,
  type: packSponsoring.type,
};

function toPack(row: Omit<Pack, 'type'> & { type: string }): Pack {
  return { ...row, type: row.type as ListingKind };
}

export async function listPacks(db: Db, type?: ListingKind): Promise<Pack[]> {
  const rows = await db
    .select(packColumns)
    .from(packSponsoring)
    .where(and(eq(packSponsoring.actif, true), type ? eq(packSponsoring.type, type) : undefined))
    .orderBy(asc(packSponsoring.type), asc(packSponsoring.ordre), asc(packSponsoring.prix));
  return rows.map(toPack);
}

export async function packById(db: Db, id: number): Promise<Pack | null> {
  const [row] = await db
    .select(packColumns)
    .from(packSponsoring)
    .where(and(eq(packSponsoring.idpack, id), eq(packSponsoring.actif, true)));
  return row ? toPack(row) : null;
}

const runningNow = and(eq(s.etat_sponsoring, 'active'), sql`${s.date_debut} <= now()`, sql`${s.date_debut} + ${s.nbr_jour} * interval '1 day' > now()`);

const sponsoringColumns = {
  idsponsoring: s.idsponsoring,
  type: s.type,
  idannonce_moto: s.idannonce_moto,
  idannonce_equipement: s.idannonce_equipement,
  date_debut: s.date_debut,
  nbr_jour: s.nbr_jour,
  etat_sponsoring: s.etat_sponsoring,
};

type SponsoringRow = Awaited<ReturnType<typeof selectSponsorings>>[number];

function selectSponsorings(db: Db) {
  return db.select(sponsoringColumns).from(s);
}

function toSponsoring(row: SponsoringRow): Sponsoring {
  const state = effectiveSponsoringState(row.etat_sponsoring as SponsoringState, row.date_debut, row.nbr_jour);
  return {
    idsponsoring: row.idsponsoring,
    idannonce1: (row.type === 'moto' ? row.idannonce_moto : row.idannonce_equipement)!,
    type: row.type as ListingKind,
    date_debut: iso(row.date_debut),
    date_fin: iso(sponsoringEnd(row.date_debut, row.nbr_jour)),
    nbr_jour: row.nbr_jour,
    etat_sponsoring: state,
  };
}

/** Sponsorings running now whose listing is published, each with its listing card. */
export async function runningSponsorings(db: Db, type: ListingKind): Promise<SponsoredListing[]> {
  const listingPublished =
    type === 'moto'
      ? sql`exists (select 1 from ${annonceMoto} m where m.idannonce_moto = ${qualified(s.idannonce_moto)} and m.etat = 'publiee')`
      : sql`exists (select 1 from ${annonceEquipement} e where e.idannonce_equipement = ${qualified(s.idannonce_equipement)} and e.etat = 'publiee')`;
  const rows = await selectSponsorings(db)
    .where(and(eq(s.type, type), runningNow, listingPublished))
    .orderBy(desc(s.date_debut));
  const sponsorings = rows.map(toSponsoring);
  const ids = sponsorings.map((sp) => sp.idannonce1);
  if (type === 'moto') {
    const cards = new Map((await motoCardsByIds(db, ids)).map((c) => [c.idannonce_moto, c]));
    return sponsorings.flatMap((sp) => {
      const annonce = cards.get(sp.idannonce1);
      return annonce ? [{ ...sp, type: 'moto' as const, annonce }] : [];
    });
  }
  const cards = new Map((await equipementCardsByIds(db, ids)).map((c) => [c.idannonce_equipement, c]));
  return sponsorings.flatMap((sp) => {
    const annonce = cards.get(sp.idannonce1);
    return annonce ? [{ ...sp, type: 'equipement' as const, annonce }] : [];
  });
}

/** The state of the latest sponsoring of a listing, or aucun. */
export async function sponsoringStatus(db: Db, type: ListingKind, idAnnonce: number): Promise<SponsoringStatus> {
  const [row] = await selectSponsorings(db)
    .where(and(eq(s.type, type), eq(type === 'moto' ? s.idannonce_moto : s.idannonce_equipement, idAnnonce)))
    .orderBy(desc(s.date_ajout), desc(s.idsponsoring))
    .limit(1);
  if (!row) return { status: 'aucun', date_fin: null };
  const sp = toSponsoring(row);
  return { status: sp.etat_sponsoring, date_fin: sp.date_fin };
}

/** Counts one display of a running sponsoring's insert; its new reach, or null if it is not running. */
export async function incrementSponsoringReach(db: Db, idsponsoring: number): Promise<number | null> {
  const [row] = await db
    .update(s)
    .set({ reach: sql`${s.reach} + 1` })
    .where(and(eq(s.idsponsoring, idsponsoring), runningNow))
    .returning({ reach: s.reach });
  return row?.reach ?? null;
}
