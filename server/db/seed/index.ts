/**
 * Seeding: the reference data (every database), and the demo marketplace (a fresh install):
 * users, 300+ listings with drawn photos, sponsorings, premium ads and a few reports.
 * Deterministic: the same data on every machine, dated relative to the day of seeding.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { EquipmentType } from '@/lib/listing-types';
import { noticesIn } from '../../notices/notices';
import type { Db } from '../client';
import {
  annonceEquipement,
  annonceMoto,
  campagneAds,
  categorie,
  marque,
  messageContact,
  modele,
  packSponsoring,
  paiement,
  parametrage,
  premiumAds,
  pushMessage,
  signalement,
  sponsoring,
  synonymeRecherche,
  utilisateur,
  ville,
} from '../schema';
import { buildDemoData, type DemoData } from './demo';
import { brandLogoSvg } from './drawings';
import { writePictures, type PictureFile } from './images';
import { originalTyreKeys } from './original-tyres';
import { CATEGORIES, CITIES, EQUIPMENT_BRANDS, MOTO_BRANDS, PACKS, SETTINGS } from './reference-data';
import { searchSynonymRows } from './search-synonyms';
import { refreshSearchViews } from '../queries/search';
import { fillTyreSizesFromTitles } from '../queries/tyre-sizes';
import { fillDemoFitment } from './fitment';
import { foldSearchText } from '@/lib/search-words';

export const brandLogoPath = (slug: string) => `demo/marques/${slug}.svg`;

/** Cities, brands with their models and logos, categories, settings, packs and the search's synonyms. Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(ville)
      .values(CITIES.map((c) => ({ nom: c.nom, nom_ar: c.nom_ar, region: c.region, population: c.population })))
      .onConflictDoUpdate({ target: ville.nom, set: { nom_ar: sql`excluded.nom_ar` } });
    const brands = [
      ...MOTO_BRANDS.map((b, i) => ({ ...b, ordre: i + 1 })),
      ...EQUIPMENT_BRANDS.map((b, i) => ({ ...b, accueil: false, modeles: [], ordre: 100 + i })),
    ];
    await tx
      .insert(marque)
      .values(
        brands.map((b) => ({
          nom_marque: b.nom,
          slug: b.slug,
          logo: brandLogoPath(b.slug),
          description: b.description,
          description_ar: b.description_ar,
          pays: b.pays,
          types: b.types,
          afficher_accueil: b.accueil,
          ordre: b.ordre,
        })),
      )
      // A brand known before its Arabic presentation was written gets it; one already there stays.
      .onConflictDoUpdate({ target: marque.nom_marque, set: { description_ar: sql`coalesce(${marque.description_ar}, excluded.description_ar)` } });
    const ids = new Map((await tx.select({ id: marque.idmarque, nom: marque.nom_marque }).from(marque)).map((r) => [r.nom, r.id]));
    const models = MOTO_BRANDS.flatMap((b) =>
      b.modeles.map((m) => ({
        idmarque: ids.get(b.nom)!,
        nom_modele: m.nom,
        cylindre: m.cylindre,
        categorie_moto: m.style,
        ...originalTyreKeys(b.nom, m.nom),
      })),
    );
    await tx
      .insert(modele)
      .values(models)
      // A model known before its original tyre sizes were written gets them; sizes already there stay.
      .onConflictDoUpdate({
        target: [modele.idmarque, modele.nom_modele],
        set: {
          pneu_avant: sql`coalesce(${modele.pneu_avant}, excluded.pneu_avant)`,
          pneu_arriere: sql`coalesce(${modele.pneu_arriere}, excluded.pneu_arriere)`,
        },
      });
    await tx
      .insert(categorie)
      .values(
        (Object.entries(CATEGORIES) as [EquipmentType, string[]][]).flatMap(([type, names]) =>
          names.map((nom, i) => ({ type, nom_categorie: nom, ordre: i + 1 })),
        ),
      )
      .onConflictDoNothing();
    await tx.insert(parametrage).values(SETTINGS).onConflictDoNothing();
    const existingPacks = await tx.select({ n: sql<number>`count(*)::int` }).from(packSponsoring);
    if ((existingPacks[0]?.n ?? 0) === 0) await tx.insert(packSponsoring).values(PACKS);
    // The reference packs of a database seeded before they had Arabic texts get them; texts an admin wrote stay.
    for (const pack of PACKS) {
      await tx
        .update(packSponsoring)
        .set({
          nom_ar: sql`coalesce(${packSponsoring.nom_ar}, ${pack.nom_ar})`,
          description_ar: sql`coalesce(${packSponsoring.description_ar}, ${pack.description_ar})`,
        })
        .where(and(eq(packSponsoring.nom, pack.nom), eq(packSponsoring.type, pack.type), eq(packSponsoring.nbr_jour, pack.nbr_jour)));
    }
    const synonyms = new Map(searchSynonymRows().map((row) => [foldSearchText(row.expression), foldSearchText(row.mot)]));
    await tx
      .insert(synonymeRecherche)
      .values([...synonyms].map(([expression, mot]) => ({ expression, mot })))
      .onConflictDoUpdate({ target: synonymeRecherche.expression, set: { mot: sql`excluded.mot` } });
  });
}

/** A database with no users and no listings gets the demo data. */
export async function isEmptyMarketplace(db: Db): Promise<boolean> {
  const result = await db.execute<{ empty: boolean }>(
    sql`select not exists (select 1 from ${utilisateur}) and not exists (select 1 from ${annonceMoto}) as empty`,
  );
  return result.rows[0]?.empty ?? false;
}

export interface DemoSeedOptions {
  /** where the demo pictures go; omitted: only the database is seeded */
  uploadsDir?: string;
  now?: Date;
}

export interface DemoSeedSummary {
  users: number;
  motos: number;
  equipements: number;
  pictures: number;
}

async function insertDemoRows(db: Db, data: DemoData): Promise<void> {
  await db.transaction(async (tx) => {
    const users = await tx.insert(utilisateur).values(data.users).returning({ id: utilisateur.idutilisateur, uid: utilisateur.uid });
    const userId = new Map(users.map((u) => [u.uid, u.id]));
    const categoryId = new Map(
      (await tx.select({ id: categorie.idcategorie, type: categorie.type, nom: categorie.nom_categorie }).from(categorie)).map((c) => [
        `${c.type}/${c.nom}`,
        c.id,
      ]),
    );
    const packId = new Map(
      (await tx.select({ id: packSponsoring.idpack, type: packSponsoring.type, jours: packSponsoring.nbr_jour }).from(packSponsoring)).map((p) => [
        `${p.type}/${p.jours}`,
        p.id,
      ]),
    );

    const motos = await tx
      .insert(annonceMoto)
      .values(data.motos.map(({ owner, ...row }) => ({ ...row, idutilisateur: userId.get(owner)! })))
      .returning({ id: annonceMoto.idannonce_moto });
    const equipements = await tx
      .insert(annonceEquipement)
      .values(
        data.equipements.map(({ owner, categorie: nom, ...row }) => ({
          ...row,
          idutilisateur: userId.get(owner)!,
          idcategorie: categoryId.get(`${row.type}/${nom}`)!,
        })),
      )
      .returning({ id: annonceEquipement.idannonce_equipement });
    // Tyres' sizes from their titles, as the posting form's field and the data step give them.
    await fillTyreSizesFromTitles(tx as unknown as Db);
    // And what parts fit, as their titles say ("… pour Honda CB500F", "universel").
    await fillDemoFitment(tx as unknown as Db);

    for (const sp of data.sponsorings) {
      const listingId = sp.type === 'moto' ? motos[sp.listingIndex]!.id : equipements[sp.listingIndex]!.id;
      const [created] = await tx
        .insert(sponsoring)
        .values({
          type: sp.type,
          idannonce_moto: sp.type === 'moto' ? listingId : null,
          idannonce_equipement: sp.type === 'equipement' ? listingId : null,
          idutilisateur: userId.get(sp.owner)!,
          idpack: packId.get(`${sp.type}/${sp.nbr_jour}`) ?? null,
          date_debut: sp.date_debut,
          nbr_jour: sp.nbr_jour,
          etat_sponsoring: sp.etat_sponsoring,
          reach: sp.reach,
          date_ajout: sp.date_debut,
        })
        .returning({ id: sponsoring.idsponsoring });
      await tx.insert(paiement).values({
        oid: sp.payment.oid,
        idutilisateur: userId.get(sp.owner)!,
        idsponsoring: created!.id,
        idpack: packId.get(`${sp.type}/${sp.nbr_jour}`) ?? null,
        nbr_jour: sp.nbr_jour,
        montant: sp.payment.montant,
        etat: sp.payment.etat,
        proc_return_code: sp.payment.etat === 'payee' ? '00' : null,
        date_creation: sp.date_debut,
        date_maj: sp.date_debut,
      });
      // What the buyer was told (recorded as without a messaging service): /compte/notifications.
      if (sp.payment.etat === 'payee') {
        const titre = (sp.type === 'moto' ? data.motos[sp.listingIndex] : data.equipements[sp.listingIndex])!.titre;
        const push = noticesIn('fr').paymentReceivedPush({ titre, montant: sp.payment.montant, idsponsoring: created!.id });
        await tx.insert(pushMessage).values({
          idutilisateur: userId.get(sp.owner)!,
          type: push.kind,
          titre: push.titre,
          corps: push.corps,
          lien: push.lien,
          statut: 'aucun_appareil',
          date_ajout: sp.date_debut,
        });
      }
    }

    for (const campaign of data.campaigns) {
      const [created] = await tx.insert(campagneAds).values(campaign.campagne).returning({ id: campagneAds.idcampagneads });
      await tx.insert(premiumAds).values(campaign.ads.map((ad) => ({ ...ad, idcampagneads: created!.id })));
    }

    if (data.reports.length > 0) {
      await tx.insert(signalement).values(
        data.reports.map(({ listingIndex, ...report }) => ({
          ...report,
          idannonce_moto: report.type_annonce === 'moto' ? motos[listingIndex]!.id : null,
          idannonce_equipement: report.type_annonce === 'equipement' ? equipements[listingIndex]!.id : null,
        })),
      );
    }
    await tx.insert(messageContact).values(data.contactMessages);
  });
}

/** Fills an empty marketplace with the demo data (reference data included). */
export async function seedDemo(db: Db, options: DemoSeedOptions = {}): Promise<DemoSeedSummary> {
  await seedReferenceData(db);
  const data = buildDemoData(options.now ?? new Date());
  let pictures = 0;
  if (options.uploadsDir) {
    const logos: PictureFile[] = [...MOTO_BRANDS, ...EQUIPMENT_BRANDS].map((b) => ({
      path: brandLogoPath(b.slug),
      svg: brandLogoSvg(b.nom, b.couleur),
    }));
    pictures = await writePictures(options.uploadsDir, [...logos, ...data.pictures]);
  }
  await insertDemoRows(db, data);
  // The search's suggestions and typo words, from the listings just published.
  await refreshSearchViews(db);
  return { users: data.users.length, motos: data.motos.length, equipements: data.equipements.length, pictures };
}
