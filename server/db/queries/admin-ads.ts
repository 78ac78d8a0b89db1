/**
 * Premium ad campaigns and their ads, for admins: each with what it did (reach, clicks,
 * click-through rate, cost so far = reach ÷ 1000 × cost per thousand). Changes are audited.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdCreate, AdUpdate, AdminAd, AdminCampaign, CampaignCreate, CampaignUpdate } from '@/lib/schemas/admin-ads';
import { AD_ERRORS } from '@/lib/schemas/admin-ads';
import { Refusal } from '../../refusal';
import type { Db } from '../client';
import { campagneAds, premiumAds } from '../schema';
import { recordAdminAction, type Admin } from './audit';
import { takeUploads } from './uploads';

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const ctr = (clics: number, reach: number) => (reach > 0 ? round((clics / reach) * 100) : 0);

function toAdminAd(row: typeof premiumAds.$inferSelect): AdminAd {
  return {
    idpremiumads: row.idpremiumads,
    idcampagneads: row.idcampagneads,
    image_url: row.image_url,
    redirect_url: row.redirect_url,
    titre: row.titre,
    texte: row.texte,
    device: row.device as AdminAd['device'],
    page_cible: row.page_cible,
    emplacement: row.emplacement as AdminAd['emplacement'],
    reach_potentiel: row.reach_potentiel,
    reach: row.reach,
    clics: row.clics,
    ctr: ctr(row.clics, row.reach),
    cout_par_mille: row.cout_par_mille,
    cout: round((row.reach / 1000) * row.cout_par_mille),
    actif: row.actif,
    remarque: row.remarque,
  };
}

function toAdminCampaign(campaign: typeof campagneAds.$inferSelect, ads: AdminAd[], now = new Date()): AdminCampaign {
  const reach = ads.reduce((sum, ad) => sum + ad.reach, 0);
  const clics = ads.reduce((sum, ad) => sum + ad.clics, 0);
  return {
    idcampagneads: campaign.idcampagneads,
    nom: campaign.nom,
    nom_entreprise: campaign.nom_entreprise,
    logo: campaign.logo,
    date_debut: campaign.date_debut.toISOString(),
    date_fin: campaign.date_fin.toISOString(),
    actif: campaign.actif,
    en_cours: campaign.actif && campaign.date_debut <= now && campaign.date_fin > now,
    reach,
    clics,
    ctr: ctr(clics, reach),
    cout: round(ads.reduce((sum, ad) => sum + ad.cout, 0)),
    ads,
  };
}

/** Every campaign, the latest first, with its ads and their figures. */
export async function adminCampaigns(db: Db): Promise<AdminCampaign[]> {
  const campaigns = await db.select().from(campagneAds).orderBy(desc(campagneAds.date_debut), desc(campagneAds.idcampagneads));
  const ads = campaigns.length
    ? await db
        .select()
        .from(premiumAds)
        .where(
          inArray(
            premiumAds.idcampagneads,
            campaigns.map((campaign) => campaign.idcampagneads),
          ),
        )
        .orderBy(asc(premiumAds.idpremiumads))
    : [];
  return campaigns.map((campaign) => toAdminCampaign(campaign, ads.filter((ad) => ad.idcampagneads === campaign.idcampagneads).map(toAdminAd)));
}

export async function adminCampaign(db: Db, id: number): Promise<AdminCampaign | null> {
  const [campaign] = await db.select().from(campagneAds).where(eq(campagneAds.idcampagneads, id));
  if (!campaign) return null;
  const ads = await db.select().from(premiumAds).where(eq(premiumAds.idcampagneads, id)).orderBy(asc(premiumAds.idpremiumads));
  return toAdminCampaign(campaign, ads.map(toAdminAd));
}

export async function createCampaign(db: Db, admin: Admin, input: CampaignCreate): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campagneAds)
      .values({ ...input, logo: input.logo ?? null, date_debut: new Date(input.date_debut), date_fin: new Date(input.date_fin) })
      .returning({ id: campagneAds.idcampagneads });
    await takeUploads(tx, [input.logo]);
    await recordAdminAction(tx, admin, { action: 'campagne.creation', objet_type: 'campagne_ads', objet_id: created!.id, avant: null, apres: input });
    return created!.id;
  });
}

export async function updateCampaign(db: Db, admin: Admin, id: number, update: CampaignUpdate): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(campagneAds).where(eq(campagneAds.idcampagneads, id)).for('update');
    if (!before) return false;
    const { date_debut, date_fin, ...rest } = update;
    const next = { ...rest, ...(date_debut ? { date_debut: new Date(date_debut) } : {}), ...(date_fin ? { date_fin: new Date(date_fin) } : {}) };
    if ((next.date_fin ?? before.date_fin) <= (next.date_debut ?? before.date_debut)) throw new Refusal(AD_ERRORS.dates, 400);
    const [after] = await tx.update(campagneAds).set(next).where(eq(campagneAds.idcampagneads, id)).returning();
    await takeUploads(tx, [update.logo]);
    await recordAdminAction(tx, admin, { action: 'campagne.modification', objet_type: 'campagne_ads', objet_id: id, avant: before, apres: after });
    return true;
  });
}

export async function createAd(db: Db, admin: Admin, idcampagneads: number, input: AdCreate): Promise<AdminAd | null> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx.select({ id: campagneAds.idcampagneads }).from(campagneAds).where(eq(campagneAds.idcampagneads, idcampagneads));
    if (!campaign) return null;
    const [created] = await tx
      .insert(premiumAds)
      .values({ ...input, remarque: input.remarque ?? null, idcampagneads })
      .returning();
    await takeUploads(tx, [input.image_url]);
    await recordAdminAction(tx, admin, { action: 'publicite.creation', objet_type: 'premium_ads', objet_id: created!.idpremiumads, avant: null, apres: input });
    return toAdminAd(created!);
  });
}

export async function updateAd(db: Db, admin: Admin, id: number, update: AdUpdate): Promise<AdminAd | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(premiumAds).where(eq(premiumAds.idpremiumads, id)).for('update');
    if (!before) return null;
    const [after] = await tx.update(premiumAds).set(update).where(eq(premiumAds.idpremiumads, id)).returning();
    await takeUploads(tx, [update.image_url]);
    await recordAdminAction(tx, admin, { action: 'publicite.modification', objet_type: 'premium_ads', objet_id: id, avant: before, apres: after });
    return toAdminAd(after!);
  });
}

export async function deleteAd(db: Db, admin: Admin, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(premiumAds).where(eq(premiumAds.idpremiumads, id)).returning();
    if (!before) return false;
    await recordAdminAction(tx, admin, { action: 'publicite.suppression', objet_type: 'premium_ads', objet_id: id, avant: before, apres: null });
    return true;
  });
}
