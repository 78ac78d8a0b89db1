/** Contracts of brands, cities, categories and settings. */
import { z } from './zod';
import { BRAND_TYPES, EQUIPMENT_TYPES } from '../listing-types';
import { PhotoPath, blankToUndefined } from './common';

export const Marque = z
  .object({
    idmarque: z.number().int(),
    nom_marque: z.string(),
    slug: z.string().meta({ description: 'Clé de /motos-neuves/{slug}: le nom en minuscules.' }),
    logo: PhotoPath.nullable(),
    types: z.array(z.enum(BRAND_TYPES)),
    afficher_accueil: z.boolean(),
  })
  .meta({ id: 'Marque' });
export type Marque = z.infer<typeof Marque>;

export const MarqueDetail = Marque.extend({
  description: z.string().nullable(),
  description_ar: z.string().nullable().meta({ description: 'La présentation en arabe (null : aucune).' }),
  pays: z.string().nullable(),
  modeles: z.array(z.object({ idmodele: z.number().int(), nom_modele: z.string(), cylindre: z.number().int().nullable() })),
  nombre_annonces: z.number().int().meta({ description: 'Annonces moto publiées de la marque.' }),
}).meta({ id: 'MarqueDetail' });
export type MarqueDetail = z.infer<typeof MarqueDetail>;

export const MarqueModeles = z
  .object({
    nom_marque: z.string(),
    slug: z.string(),
    modeles: z.array(z.object({ idmodele: z.number().int(), nom_modele: z.string() })),
  })
  .meta({ id: 'MarqueModeles' });
export type MarqueModeles = z.infer<typeof MarqueModeles>;

export const MarqueTypeQuery = z.object({
  type: z
    .preprocess(blankToUndefined, z.enum(BRAND_TYPES, { error: 'Le type doit valoir moto, motard, piece ou pneu.' }).optional())
    .meta({ description: 'Ne garder que les marques de ce type.' }),
});

export const MarqueKey = z
  .string()
  .trim()
  .min(1, 'Marque invalide.')
  .max(60, 'Marque invalide.')
  .meta({ param: { name: 'id', in: 'path' }, description: 'Identifiant numérique, slug ou nom de la marque.', example: 'yamaha' });

export const Ville = z
  .object({
    idville: z.number().int(),
    nom: z.string(),
    nom_ar: z.string().nullable().meta({ description: 'Le nom en arabe (null : inconnu).' }),
    region: z.string(),
  })
  .meta({ id: 'Ville' });
export type Ville = z.infer<typeof Ville>;

/** A city in a form's picker: the stored name as its value, its name in the page's language as its label. */
export interface CityChoice {
  value: string;
  label: string;
}

export const Categorie = z
  .object({
    idcategorie: z.number().int(),
    type: z.enum(EQUIPMENT_TYPES),
    nom_categorie: z.string(),
    nom_ar: z.string().nullable().meta({ description: 'Le nom en arabe (null : inconnu).' }),
  })
  .meta({ id: 'Categorie' });
export type Categorie = z.infer<typeof Categorie>;

export const Parametre = z.object({ valeur: z.string() }).meta({ id: 'Parametre' });
export const SettingName = z
  .string()
  .regex(/^[a-z0-9_]{1,60}$/i, 'Nom de paramètre invalide.')
  .meta({ param: { name: 'name', in: 'path' }, example: 'affichagesponsoring' });
