/** Public reads of users and shops. Never returns e-mail addresses or uids. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Boutique, UtilisateurInfo } from '@/lib/schemas/users';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, utilisateur } from '../schema';
import { iso, qualified } from './listing-shared';

const u = utilisateur;

export async function utilisateurInfo(db: Db, id: number): Promise<UtilisateurInfo | null> {
  const [row] = await db
    .select({
      idutilisateur: u.idutilisateur,
      nom: u.nom,
      prenom: u.prenom,
      role: u.role,
      ville: u.ville,
      date_ajout: u.date_ajout,
      nom_entreprise: u.nom_entreprise,
      logo: u.logo,
    })
    .from(u)
    .where(eq(u.idutilisateur, id));
  return row ? { ...row, role: row.role as UtilisateurInfo['role'], date_ajout: iso(row.date_ajout) } : null;
}

const publishedListings = sql<number>`(
  (select count(*) from ${annonceMoto} m where m.idutilisateur = ${qualified(u.idutilisateur)} and m.etat = 'publiee')
  + (select count(*) from ${annonceEquipement} e where e.idutilisateur = ${qualified(u.idutilisateur)} and e.etat = 'publiee')
)::int`;

const boutiqueColumns = {
  idutilisateur: u.idutilisateur,
  nom_entreprise: u.nom_entreprise,
  logo: u.logo,
  description: u.description,
  adresse: u.adresse,
  ville: u.ville,
  telephone: u.telephone,
  date_ajout: u.date_ajout,
  nombre_annonces: publishedListings,
};

type BoutiqueRow = Awaited<ReturnType<typeof selectBoutiques>>[number];

function selectBoutiques(db: Db) {
  return db.select(boutiqueColumns).from(u);
}

function toBoutique(row: BoutiqueRow): Boutique {
  // role = 'boutique' guarantees a company name (CHECK constraint).
  return { ...row, nom_entreprise: row.nom_entreprise!, date_ajout: iso(row.date_ajout) };
}

export async function boutiqueById(db: Db, id: number): Promise<Boutique | null> {
  const [row] = await selectBoutiques(db).where(and(eq(u.idutilisateur, id), eq(u.role, 'boutique')));
  return row ? toBoutique(row) : null;
}

/** Shops for the home tab: the busiest first. */
export async function boutiquesAccueil(db: Db, limit: number): Promise<Boutique[]> {
  const rows = await selectBoutiques(db).where(eq(u.role, 'boutique')).orderBy(desc(publishedListings), u.nom_entreprise).limit(limit);
  return rows.map(toBoutique);
}
