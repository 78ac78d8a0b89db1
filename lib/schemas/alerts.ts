/** Contracts of search alerts: a person's saved searches, the listings each found. */
import { z } from './zod';
import { ALERT_FREQUENCIES, ALERT_ERRORS, ALERT_TYPES } from '../alerts';
import { LISTING_KINDS, LISTING_URL_TYPES } from '../listing-types';
import { SORT_ORDERS } from '../paging';
import { MAX_SEARCH_LENGTH } from '../search-limits';
import { readTyreSizeKey } from '../tyre-sizes';
import { OLDEST_BIKE_YEAR } from '../garage';
import { Timestamp } from './common';
import { DAILY_STAT_NAMES, type DailyStat } from '../buyer-stats';

const text = (name: string, max = 100) =>
  z
    .string({ error: `Le critère ${name} est invalide.` })
    .trim()
    .min(1, `Le critère ${name} est vide.`)
    .max(max, `Le critère ${name} est trop long.`);
const amount = (name: string) =>
  z
    .number({ error: `Le critère ${name} doit être un nombre entier.` })
    .int(`Le critère ${name} doit être un nombre entier.`)
    .min(0)
    .max(100_000_000);

/** A search as its list page's address says it (lib/search.ts ListingFilters), without the page. */
export const AlertSearch = z
  .strictObject(
    {
      q: text('mots', MAX_SEARCH_LENGTH).optional(),
      marque: text('marque').optional(),
      modele: text('modèle').optional(),
      categorie: text('catégorie').optional(),
      ville: text('ville').optional(),
      prixmin: amount('prix minimum').optional(),
      prixmax: amount('prix maximum').optional(),
      kilometragemax: amount('kilométrage maximum').optional(),
      cylindreeMin: amount('cylindrée minimum').optional(),
      cylindreeMax: amount('cylindrée maximum').optional(),
      taille: text('taille', 20)
        .refine((key) => {
          const read = readTyreSizeKey(key);
          return read.ok && read.key === key;
        }, ALERT_ERRORS.taille)
        .optional()
        .meta({ description: 'Pneus d’une taille (clé : 120-70-17), pour une alerte sur les pneus.' }),
      compatible: z
        .number({ error: ALERT_ERRORS.compatible })
        .int(ALERT_ERRORS.compatible)
        .positive(ALERT_ERRORS.compatible)
        .max(2_147_483_647, ALERT_ERRORS.compatible)
        .optional()
        .meta({ description: 'Ce qui va à une moto (idmodele du référentiel), pour une alerte sur les pièces, les pneus ou l’équipement moto.' }),
      annee: z
        .number({ error: ALERT_ERRORS.annee })
        .int(ALERT_ERRORS.annee)
        .min(OLDEST_BIKE_YEAR, ALERT_ERRORS.annee)
        .max(2100, ALERT_ERRORS.annee)
        .optional()
        .meta({ description: 'L’année de cette moto (avec compatible).' }),
      tri: z.enum(SORT_ORDERS, { error: 'Le tri est invalide.' }).optional(),
    },
    { error: 'Critère de recherche inconnu.' },
  )
  .refine((search) => search.annee === undefined || search.compatible !== undefined, { error: ALERT_ERRORS.annee, path: ['annee'] })
  .meta({ id: 'RechercheAlerte' });
export type AlertSearch = z.infer<typeof AlertSearch>;

const nom = z.string({ error: ALERT_ERRORS.nom }).trim().min(1, ALERT_ERRORS.nom).max(80, ALERT_ERRORS.nom);
const frequence = z.enum(ALERT_FREQUENCIES, { error: ALERT_ERRORS.frequence });

export const AlertCreate = z
  .strictObject({
    nom: nom.optional(),
    type: z.enum(ALERT_TYPES, { error: ALERT_ERRORS.type }),
    recherche: AlertSearch,
    frequence: frequence.optional(),
  })
  .meta({ id: 'NouvelleAlerte' });

export const AlertUpdate = z
  .strictObject({ nom: nom.optional(), frequence: frequence.optional(), active: z.boolean({ error: 'active doit valoir true ou false.' }).optional() })
  .refine((body) => Object.keys(body).length > 0, ALERT_ERRORS.empty)
  .meta({ id: 'ModificationAlerte' });

export const AlertFound = z.object({
  type_annonce: z.enum(LISTING_KINDS),
  idannonce: z.number().int(),
  type: z.enum(LISTING_URL_TYPES),
  titre: z.string(),
  prix: z.number().int().nullable(),
  ville: z.string(),
  date_ajout: Timestamp,
});

export const Alert = z
  .object({
    idalerte: z.number().int(),
    nom: z.string(),
    type: z.enum(ALERT_TYPES),
    recherche: AlertSearch,
    frequence: frequence,
    active: z.boolean(),
    trouvees: z.number().int().meta({ description: 'Annonces trouvées depuis sa création' }),
    dernieres: z.array(AlertFound).meta({ description: 'Les dernières trouvées encore en ligne' }),
    date_ajout: Timestamp,
  })
  .meta({ id: 'Alerte' });
export type Alert = z.infer<typeof Alert>;

export const AlertList = z.object({ alertes: z.array(Alert), max: z.number().int() }).meta({ id: 'Alertes' });

/** The back office's daily figures of buyers and sellers, newest day first. */
export const BuyerStats = z
  .object({
    jours: z.array(
      z.object({ jour: z.string(), ...(Object.fromEntries(DAILY_STAT_NAMES.map((name) => [name, z.number().int()])) as Record<DailyStat, z.ZodNumber>) }),
    ),
  })
  .meta({ id: 'StatistiquesAcheteurs' });
export type BuyerStats = z.infer<typeof BuyerStats>;
