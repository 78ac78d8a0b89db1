/** Contracts of premium ads. */
import { z } from './zod';
import { PhotoPath, blankToUndefined, queryInt } from './common';

export const AD_PLACEMENTS = ['banner', 'card'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export const AD_DEVICES = ['mobile', 'desktop'] as const;
export type AdDevice = (typeof AD_DEVICES)[number];

/**
 * Spec: a device is mobile under 769 px of width, desktop from it. The one number of that
 * boundary in TypeScript; CSS names it --breakpoint-desk in globals.css (a test keeps them equal).
 */
export const DESKTOP_MIN_WIDTH = 769;

/** The media query that matches each device. */
export const DEVICE_MEDIA: Record<AdDevice, string> = {
  mobile: `(max-width: ${DESKTOP_MIN_WIDTH - 1}px)`,
  desktop: `(min-width: ${DESKTOP_MIN_WIDTH}px)`,
};

/** Spec: card placement shows up to 3 ads, banner 1. */
export const AD_LIMITS: Record<AdPlacement, number> = { card: 3, banner: 1 };

export const PremiumAdsQuery = z.object({
  page: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^[a-z0-9-]{1,40}$/, 'Le paramètre page doit être un nom de page (ex. accueil).')
        .optional(),
    )
    .meta({ description: 'Page où la publicité s’affiche (accueil, annonces, detail…); les publicités sans page cible vont partout.' }),
  device: z
    .preprocess(blankToUndefined, z.enum(AD_DEVICES, { error: 'Le paramètre device doit valoir mobile ou desktop.' }).optional())
    .meta({ description: 'mobile (largeur < 769 px) ou desktop.' }),
  emplacement: z
    .preprocess(blankToUndefined, z.enum(AD_PLACEMENTS, { error: 'Le paramètre emplacement doit valoir banner ou card.' }).optional())
    .meta({ description: 'banner ou card.' }),
  limit: queryInt('limit', { min: 1, max: 10, description: 'Au plus 10 (défaut : 3 pour card, 1 pour banner).' }),
});

export const PremiumAd = z
  .object({
    idpremiumads: z.number().int(),
    idcampagneads: z.number().int(),
    image_url: PhotoPath,
    redirect_url: z.string(),
    titre: z.string(),
    texte: z.string(),
    device: z.enum(['mobile', 'desktop', 'tous']),
    page_cible: z.array(z.string()),
    emplacement: z.enum(AD_PLACEMENTS),
    reach_potentiel: z.number().int(),
    reach: z.number().int(),
    clics: z.number().int(),
    cout_par_mille: z.number(),
    actif: z.boolean(),
    remarque: z.string().nullable(),
    nom_entreprise: z.string(),
    logo: PhotoPath.nullable(),
  })
  .meta({ id: 'PremiumAd' });
export type PremiumAd = z.infer<typeof PremiumAd>;

export const AdCounter = z.object({ reach: z.number().int(), clics: z.number().int() }).meta({ id: 'CompteursPremiumAd' });
