/**
 * Listings in the back office: the lists by state (the moderation queue, oldest first), sold
 * listings, a user's listings, one listing whole with its seller, deletion, and the statistics.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { formatCylindree, formatKilometrage, formatPrice } from '@/lib/format';
import { LISTING_STATES, urlTypeOfEquipment, type EquipmentType, type ListingKind, type ListingState } from '@/lib/listing-types';
import type { AdminListingCard, AdminListingDetail, AdminListingPage, ListingStats } from '@/lib/schemas/admin';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, categorie, compteurAnnonces, utilisateur } from '../schema';
import type { ChangedListing } from '../../cache/public-pages';
import { recordAdminAction, type Admin } from './audit';
import { forgetPhotos } from './uploads';
import { listingRows, type ListingFilter } from './owner-listings';
import type { RiskSignal } from '@/lib/trust';
import { perDaySql } from './admin-users';
import { listingTypeNames } from '../../i18n';
import { displayName, nameColumns } from './people';

/** A page of listings of both kinds (or one) with their sellers' names. */
export async function adminListings(db: Db, filter: ListingFilter, request: { page?: number; limit?: number }): Promise<AdminListingPage> {
  const listed = await listingRows(db, filter, request);
  const ownerIds = [...new Set(listed.annonces.map((listing) => listing.idutilisateur))];
  const owners =
    ownerIds.length === 0
      ? []
      : await db
          .select({ id: utilisateur.idutilisateur, ...nameColumns })
          .from(utilisateur)
          .where(inArray(utilisateur.idutilisateur, ownerIds));
  const names = new Map(owners.map((owner) => [owner.id, displayName(owner)]));
  return {
    ...listed,
    annonces: listed.annonces.map(({ contacts_telephone: _t, contacts_whatsapp: _w, ...card }): AdminListingCard => ({
      ...card,
      vendeur: names.get(card.idutilisateur) ?? '',
    })),
  };
}

async function listingsByState(db: Db, idutilisateur: number) {
  const rows = await db.execute<{ etat: ListingState; n: number }>(sql`
    select etat, sum(n)::int as n from (
      select ${annonceMoto.etat} as etat, count(*) as n from ${annonceMoto} where ${annonceMoto.idutilisateur} = ${idutilisateur} group by 1
      union all
      select ${annonceEquipement.etat}, count(*) from ${annonceEquipement} where ${annonceEquipement.idutilisateur} = ${idutilisateur} group by 1
    ) as counted group by etat`);
  return Object.fromEntries(LISTING_STATES.map((etat) => [etat, rows.rows.find((row) => row.etat === etat)?.n ?? 0])) as Record<ListingState, number>;
}

/** GET {kind}/admin/annonce/{id}: the listing whatever its state, every field, and who posted it. */
export async function adminListingDetail(db: Db, kind: ListingKind, id: number): Promise<AdminListingDetail | null> {
  const table = kind === 'moto' ? annonceMoto : annonceEquipement;
  const idColumn = kind === 'moto' ? annonceMoto.idannonce_moto : annonceEquipement.idannonce_equipement;
  const [row] = await db
    .select({ listing: table, seller: utilisateur })
    .from(table)
    .innerJoin(utilisateur, eq(utilisateur.idutilisateur, table.idutilisateur))
    .where(eq(idColumn, id));
  if (!row) return null;
  const listing = row.listing;
  let champs: [string, string | null | undefined][];
  let type: EquipmentType | null = null;
  if (kind === 'moto') {
    const moto = listing as typeof annonceMoto.$inferSelect;
    champs = [
      ['Marque', moto.marque],
      ['Modèle', moto.modele],
      ['Année-modèle', moto.model ? String(moto.model) : null],
      ['Kilométrage', formatKilometrage(moto.kilometrage)],
      ['Cylindrée', formatCylindree(moto.cylindre)],
      ['Catégorie', moto.categorie_moto],
    ];
  } else {
    const equipement = listing as typeof annonceEquipement.$inferSelect;
    type = equipement.type as EquipmentType;
    const [category] = await db.select({ nom: categorie.nom_categorie }).from(categorie).where(eq(categorie.idcategorie, equipement.idcategorie));
    champs = [
      ['Type', listingTypeNames('fr')[urlTypeOfEquipment(type)]],
      ['Catégorie', category?.nom],
      ['Marque', equipement.marque],
    ];
  }
  champs.push(['État', listing.neuf ? 'Neuf' : 'Occasion'], ['Prix', formatPrice(listing.prix)], ['Ville', listing.ville]);
  const seller = row.seller;
  return {
    kind,
    id,
    type,
    titre: listing.titre,
    prix: listing.prix,
    photo1: listing.photos[0] ?? null,
    ville: listing.ville,
    etat: listing.etat as ListingState,
    motif_refus: listing.motif_refus,
    vues: listing.vues,
    date_ajout: listing.date_ajout.toISOString(),
    date_publication: listing.date_publication?.toISOString() ?? null,
    idutilisateur: seller.idutilisateur,
    vendeur: displayName(seller),
    photos: listing.photos,
    description: listing.description,
    risque_score: listing.risque_score,
    risque_signaux: ((listing.risque_signaux as RiskSignal[] | null) ?? []).toSorted((a, b) => b.poids - a.poids),
    champs: champs.filter((field): field is [string, string] => Boolean(field[1])).map(([label, valeur]) => ({ label, valeur })),
    vendeur_detail: {
      idutilisateur: seller.idutilisateur,
      nom: displayName(seller),
      email: seller.email,
      telephone: seller.telephone,
      role: seller.role as AdminListingDetail['vendeur_detail']['role'],
      date_ajout: seller.date_ajout.toISOString(),
      annonces_par_etat: await listingsByState(db, seller.idutilisateur),
    },
  };
}

/** DELETE {kind}/admin/annonce/{id}: gone, with its sponsorings and reports; its photos are returned for storage. */
export async function deleteListingAsAdmin(
  db: Db,
  admin: Admin,
  kind: ListingKind,
  id: number,
): Promise<{ listing: ChangedListing; photos: string[]; wasPublic: boolean; idutilisateur: number } | null> {
  return db.transaction(async (tx) => {
    const table = kind === 'moto' ? annonceMoto : annonceEquipement;
    const idColumn = kind === 'moto' ? annonceMoto.idannonce_moto : annonceEquipement.idannonce_equipement;
    const [before] = await tx.select().from(table).where(eq(idColumn, id)).for('update');
    if (!before) return null;
    await tx.delete(table).where(eq(idColumn, id));
    await forgetPhotos(tx, before.photos);
    await recordAdminAction(tx, admin, {
      action: 'annonce.suppression',
      objet_type: kind === 'moto' ? 'annonce_moto' : 'annonce_equipement',
      objet_id: id,
      avant: { titre: before.titre, etat: before.etat, prix: before.prix, idutilisateur: before.idutilisateur },
      apres: null,
    });
    const urlType = kind === 'moto' ? 'moto' : urlTypeOfEquipment((before as { type: EquipmentType }).type);
    return { listing: { urlType, id, titre: before.titre }, photos: before.photos, wasPublic: before.etat === 'publiee', idutilisateur: before.idutilisateur };
  });
}

/**
 * GET moto/stats and equipement/stats. Counts by state and views come from compteur_annonces,
 * kept by triggers (migration 0008): a few rows, whatever the number of listings. New listings
 * per day read the last 31 days through the state index.
 */
export async function listingStats(db: Db, kind: ListingKind, now = new Date()): Promise<ListingStats> {
  const table = kind === 'moto' ? annonceMoto : annonceEquipement;
  const [counters, days] = await Promise.all([
    db
      .select({ etat: compteurAnnonces.etat, n: sql<number>`sum(${compteurAnnonces.n})::int`, vues: sql<string>`sum(${compteurAnnonces.vues})::text` })
      .from(compteurAnnonces)
      .where(eq(compteurAnnonces.kind, kind))
      .groupBy(compteurAnnonces.etat),
    db.execute<{ jour: string; n: number }>(
      perDaySql(sql`${table}`, sql`${table.date_ajout}`, now, sql`${table.etat} in ('en_attente','publiee','refusee','desactivee','vendue')`),
    ),
  ]);
  const parEtat = Object.fromEntries(LISTING_STATES.map((etat) => [etat, counters.find((row) => row.etat === etat)?.n ?? 0])) as ListingStats['parEtat'];
  return {
    total: Object.values(parEtat).reduce((sum, n) => sum + n, 0),
    parEtat,
    nouvellesParJour: days.rows,
    vues: counters.reduce((sum, row) => sum + Number(row.vues), 0),
  };
}
