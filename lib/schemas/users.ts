/** Contracts of public user and shop data. */
import { z } from './zod';
import { PhotoPath, Timestamp, queryInt } from './common';

export const UtilisateurInfo = z
  .object({
    idutilisateur: z.number().int(),
    nom: z.string(),
    prenom: z.string(),
    role: z.enum(['particulier', 'boutique', 'admin']),
    ville: z.string().nullable(),
    date_ajout: Timestamp,
    nom_entreprise: z.string().nullable(),
    logo: PhotoPath.nullable(),
  })
  .meta({ id: 'UtilisateurInfo', description: 'Public profile: never the e-mail, the uid or a private phone.' });
export type UtilisateurInfo = z.infer<typeof UtilisateurInfo>;

export const Boutique = z
  .object({
    idutilisateur: z.number().int(),
    nom_entreprise: z.string(),
    logo: PhotoPath.nullable(),
    description: z.string().nullable(),
    adresse: z.string().nullable(),
    ville: z.string().nullable(),
    telephone: z.string().nullable().meta({ description: 'Téléphone professionnel de la boutique.' }),
    telephone_verifie: z.boolean().meta({ description: 'Ce numéro est confirmé par un code reçu par SMS : « Numéro vérifié ».' }),
    date_ajout: Timestamp,
    nombre_annonces: z.number().int().meta({ description: 'Annonces publiées (motos et équipements).' }),
  })
  .meta({ id: 'Boutique' });
export type Boutique = z.infer<typeof Boutique>;

export const BoutiquesQuery = z.object({
  limit: queryInt('limit', { min: 1, max: 100, description: 'Au plus 100 (défaut 24).' }),
});
