/** How a person is named to admins and to CMI: a shop by its name, anyone else by first and last name. */
import { utilisateur } from '../schema';

/** The columns displayName needs, to select beside others. */
export const nameColumns = { nom: utilisateur.nom, prenom: utilisateur.prenom, nom_entreprise: utilisateur.nom_entreprise };

export const displayName = (row: { nom: string; prenom: string; nom_entreprise: string | null }) => row.nom_entreprise ?? `${row.prenom} ${row.nom}`.trim();
