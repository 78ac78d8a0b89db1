/** Public reads of users and shops. Never returns e-mail addresses or uids. */
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Boutique, UtilisateurInfo } from '@/lib/schemas/users';
import type { Db } from '../client';
import { annonceEquipement, annonceMoto, utilisateur } from '../schema';
import { iso, qualified } from './listing-shared';

const u = utilisateur;

/**
 * A user's profile. `shownTo: 'public'` (anyone but the person and admins): only the public face a
 * visitor already meets, a shop or a seller with a published listing, never an admin; others are
 * unknown, so that accounts cannot be listed by counting ids.
 */
export async function utilisateurInfo(db: Db, id: number, shownTo: 'public' | 'all' = 'public'): Promise<UtilisateurInfo | null> {
  const publicFace = or(
    eq(u.role, 'boutique'),
    and(
      ne(u.role, 'admin'),
      sql`(exists (select 1 from ${annonceMoto} m where m.idutilisateur = ${u.idutilisateur} and m.etat = 'publiee')
      or exists (select 1 from ${annonceEquipement} e where e.idutilisateur = ${u.idutilisateur} and e.etat = 'publiee'))`,
    ),
  );
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
    .where(shownTo === 'all' ? eq(u.idutilisateur, id) : and(eq(u.idutilisateur, id), publicFace));
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
  telephone_verifie: sql<boolean>`${u.telephone_verifie} is not null`,
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
