/** Contracts of my garage (lib/garage.ts): the motorcycles a person rides, an account's or a device's guest's. */
import { z } from './zod';
import { MAX_GARAGE_BIKES, OLDEST_BIKE_YEAR, GARAGE_ERRORS } from '../garage';
import { pathId } from './common';

const TyreKey = z
  .string()
  .nullable()
  .meta({ description: 'Taille d’origine (lib/tyre-sizes : 120-70-17) ; null si le référentiel ne la connaît pas.', example: '120-70-17' });

export const GarageBike = z
  .object({
    idgarage: z.number().int(),
    idmodele: z.number().int().meta({ description: 'Le modèle du référentiel (compatible des listes).' }),
    marque: z.string(),
    marqueSlug: z.string(),
    modele: z.string(),
    annee: z.number().int().nullable().meta({ description: 'Année-modèle ; null si non dite.' }),
    choisie: z.boolean().meta({ description: 'La moto d’après laquelle les listes et les annonces disent ce qui va.' }),
    pneu_avant: TyreKey,
    pneu_arriere: TyreKey,
  })
  .meta({ id: 'MotoGarage' });

export const GarageList = z
  .object({ motos: z.array(GarageBike), max: z.number().int().meta({ example: MAX_GARAGE_BIKES }) })
  .meta({ id: 'Garage', description: 'Mes motos, la choisie d’abord.' });

/** The latest model year a garage takes: next year's models are on sale from the autumn. */
const latestBikeYear = (now = new Date()) => now.getFullYear() + 1;

export const AddBikeBody = z
  .object({
    idmodele: z
      .number({ error: GARAGE_ERRORS.unknownModel })
      .int(GARAGE_ERRORS.unknownModel)
      .positive(GARAGE_ERRORS.unknownModel)
      .max(2_147_483_647, GARAGE_ERRORS.unknownModel),
    annee: z
      .number({ error: GARAGE_ERRORS.year })
      .int(GARAGE_ERRORS.year)
      .min(OLDEST_BIKE_YEAR, GARAGE_ERRORS.year)
      .refine((year) => year <= latestBikeYear(), GARAGE_ERRORS.year)
      .nullable()
      .default(null)
      .meta({ description: 'Année-modèle, de 1950 à l’an prochain ; null ou absente si elle n’est pas connue.' }),
  })
  .meta({ id: 'AjoutMotoGarage' });

export const GarageParams = z.object({ id: pathId('id') });
