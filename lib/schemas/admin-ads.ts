/** Contracts of advertising: campaigns, their ads, and what each ad did. */
import { z } from './zod';
import { PhotoPath, Timestamp, blankToUndefined } from './common';
import { UploadedPhotoPath } from './listing-write';
import { PremiumAd } from './premium-ads';
import { errorCodes } from '../errors';

/** Pages an ad can target (page_cible; none: every page). */
export const AD_PAGES = ['accueil', 'annonces', 'detail'] as const;

export const AD_MESSAGES = {
  nom: 'Le nom de la campagne doit faire entre 2 et 80 caractères.',
  entreprise: 'Le nom de l’annonceur doit faire entre 2 et 80 caractères.',
  dates: 'Dates invalides : la fin doit suivre le début.',
  date: 'Date invalide.',
  image: 'Envoyez l’image de la publicité.',
  url: 'L’adresse de redirection doit commencer par http:// ou https://.',
  titre: 'Le titre doit faire entre 2 et 80 caractères.',
  texte: 'Le texte doit faire au plus 200 caractères.',
  device: 'L’appareil doit valoir mobile, desktop ou tous.',
  emplacement: 'L’emplacement doit valoir banner ou card.',
  pages: 'Pages cibles : accueil, annonces ou detail.',
  nombre: 'Nombre invalide.',
  nothing: 'Rien à modifier.',
  notFound: 'Campagne introuvable.',
} as const;
export const AD_ERRORS = /* @__PURE__ */ errorCodes('ad', AD_MESSAGES);

const httpUrl = z
  .string({ error: AD_ERRORS.url })
  .trim()
  .max(500, AD_ERRORS.url)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, AD_ERRORS.url);
const isoDate = z.iso.datetime({ offset: true, error: AD_ERRORS.date });
const count = z.number({ error: AD_ERRORS.nombre }).int(AD_ERRORS.nombre).min(0, AD_ERRORS.nombre).max(1_000_000_000, AD_ERRORS.nombre);

const campaignFields = {
  nom: z.string({ error: AD_ERRORS.nom }).trim().min(2, AD_ERRORS.nom).max(80, AD_ERRORS.nom),
  nom_entreprise: z.string({ error: AD_ERRORS.entreprise }).trim().min(2, AD_ERRORS.entreprise).max(80, AD_ERRORS.entreprise),
  logo: z.preprocess(blankToUndefined, UploadedPhotoPath.nullable().optional()),
  date_debut: isoDate,
  date_fin: isoDate,
  actif: z.boolean({ error: 'actif doit valoir true ou false.' }),
};

export const CampaignCreate = z
  .strictObject({ ...campaignFields, actif: campaignFields.actif.default(true) })
  .refine((body) => new Date(body.date_fin) > new Date(body.date_debut), AD_ERRORS.dates)
  .meta({ id: 'NouvelleCampagne' });
export type CampaignCreate = z.infer<typeof CampaignCreate>;

export const CampaignUpdate = z
  .strictObject({
    nom: campaignFields.nom.optional(),
    nom_entreprise: campaignFields.nom_entreprise.optional(),
    logo: campaignFields.logo,
    date_debut: isoDate.optional(),
    date_fin: isoDate.optional(),
    actif: campaignFields.actif.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, AD_ERRORS.nothing)
  .meta({ id: 'ModificationCampagne' });
export type CampaignUpdate = z.infer<typeof CampaignUpdate>;

const adPageList = z.array(z.enum(AD_PAGES, { error: AD_ERRORS.pages }), { error: AD_ERRORS.pages }).max(3, AD_ERRORS.pages);

const adFields = {
  image_url: UploadedPhotoPath.meta({ description: 'Chemin renvoyé par POST upload/photo (image vérifiée et réencodée).' }),
  redirect_url: httpUrl,
  titre: z.string({ error: AD_ERRORS.titre }).trim().min(2, AD_ERRORS.titre).max(80, AD_ERRORS.titre),
  texte: z.string({ error: AD_ERRORS.texte }).trim().max(200, AD_ERRORS.texte),
  device: z.enum(['mobile', 'desktop', 'tous'], { error: AD_ERRORS.device }),
  page_cible: z
    .union(
      [
        adPageList,
        z
          .string()
          .transform((text) =>
            text
              .split(',')
              .map((page) => page.trim())
              .filter(Boolean),
          )
          .pipe(adPageList),
      ],
      { error: AD_ERRORS.pages },
    )
    .meta({ description: 'Pages visées : une liste, ou un texte séparé par des virgules (« accueil,detail ») ; aucune : toutes. Toujours rendu en liste.' }),
  emplacement: z.enum(['banner', 'card'], { error: AD_ERRORS.emplacement }),
  reach_potentiel: count,
  cout_par_mille: z.number({ error: AD_ERRORS.nombre }).min(0, AD_ERRORS.nombre).max(100_000, AD_ERRORS.nombre),
  actif: z.boolean({ error: 'actif doit valoir true ou false.' }),
  remarque: z.preprocess(blankToUndefined, z.string().trim().max(500, 'Remarque trop longue (500 caractères au plus).').nullable().optional()),
};

export const AdCreate = z
  .strictObject({
    ...adFields,
    texte: adFields.texte.default(''),
    page_cible: adFields.page_cible.default([]),
    reach_potentiel: count.default(0),
    cout_par_mille: adFields.cout_par_mille.default(0),
    actif: adFields.actif.default(true),
  })
  .meta({ id: 'NouvellePublicite' });
export type AdCreate = z.infer<typeof AdCreate>;

export const AdUpdate = z
  .strictObject(
    Object.fromEntries(Object.entries(adFields).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof adFields]: z.ZodOptional<(typeof adFields)[K]>;
    },
  )
  .refine((body) => Object.keys(body).length > 0, AD_ERRORS.nothing)
  .meta({ id: 'ModificationPublicite' });
export type AdUpdate = z.infer<typeof AdUpdate>;

/** An ad as the public gets it, with what it did: click-through rate and cost so far (its campaign names the advertiser). */
export const AdminAd = PremiumAd.omit({ nom_entreprise: true, logo: true })
  .extend({
    ctr: z.number().meta({ description: 'clics ÷ reach, en %.' }),
    cout: z.number().meta({ description: 'reach ÷ 1000 × coût pour mille, en Dh.' }),
  })
  .meta({ id: 'PubliciteAdmin' });
export type AdminAd = z.infer<typeof AdminAd>;

export const AdminCampaign = z
  .object({
    idcampagneads: z.number().int(),
    nom: z.string(),
    nom_entreprise: z.string(),
    logo: PhotoPath.nullable(),
    date_debut: Timestamp,
    date_fin: Timestamp,
    actif: z.boolean(),
    en_cours: z.boolean().meta({ description: 'Active et dans ses dates.' }),
    reach: z.number().int(),
    clics: z.number().int(),
    ctr: z.number(),
    cout: z.number(),
    ads: z.array(AdminAd),
  })
  .meta({ id: 'CampagneAdmin' });
export type AdminCampaign = z.infer<typeof AdminCampaign>;
