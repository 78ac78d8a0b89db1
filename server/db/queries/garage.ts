/**
 * My garage (lib/garage.ts): the motorcycles a person rides, an account's or a device guest's until
 * they sign in. Each garage is its owner's alone: every function takes its owner, and a motorcycle
 * named by an id another owner holds is not found.
 */
import { sql } from 'drizzle-orm';
import { MAX_GARAGE_BIKES, type GarageBike } from '@/lib/garage';
import type { Db } from '../client';
import { lockOwner as lockVisitorOwner, ownedBy as ownedByOwner, ownerColumn, type VisitorOwner } from './visitor-owned';

const ownedBy = (owner: VisitorOwner, alias = 'g') => ownedByOwner(owner, alias);
/** One owner's writes take turns: the limit, and the one chosen, hold under concurrent calls. */
const lockOwner = (tx: Db, owner: VisitorOwner) => lockVisitorOwner(tx, 'garage', owner);

/** The owner's motorcycles, the chosen one first, then the newest. */
export async function listGarage(db: Db, owner: VisitorOwner): Promise<GarageBike[]> {
  const { rows } = await db.execute<GarageBike>(sql`
    select g.idgarage, g.idmodele, ma.nom_marque as marque, ma.slug as "marqueSlug", m.nom_modele as modele, g.annee, g.choisie,
      m.pneu_avant, m.pneu_arriere
    from garage_moto g join modele m on m.idmodele = g.idmodele join marque ma on ma.idmarque = m.idmarque
    where ${ownedBy(owner)}
    order by g.choisie desc, g.date_ajout desc, g.idgarage desc`);
  return rows;
}

type AddBikeResult = { status: 'ajoutee'; idgarage: number } | { status: 'deja' | 'limite' | 'modeleInconnu' };

/** Adds a motorcycle to the owner's garage and chooses it: the one just added is the one ridden. */
export async function addBike(db: Db, owner: VisitorOwner, idmodele: number, annee: number | null): Promise<AddBikeResult> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const { rows: model } = await tx.execute(sql`select 1 from modele where idmodele = ${idmodele}`);
    if (model.length === 0) return { status: 'modeleInconnu' };
    const { rows: held } = await tx.execute<{ idmodele: number; annee: number | null }>(sql`select idmodele, annee from garage_moto g where ${ownedBy(owner)}`);
    if (held.some((bike) => bike.idmodele === idmodele && bike.annee === annee)) return { status: 'deja' };
    if (held.length >= MAX_GARAGE_BIKES) return { status: 'limite' };
    await tx.execute(sql`update garage_moto g set choisie = false where ${ownedBy(owner)} and choisie`);
    const [column, ownerValue] = ownerColumn(owner);
    const { rows } = await tx.execute<{ idgarage: number }>(sql`
      insert into garage_moto (${column}, idmodele, annee, choisie) values (${ownerValue}, ${idmodele}, ${annee}, true)
      returning idgarage`);
    return { status: 'ajoutee', idgarage: rows[0]!.idgarage };
  });
}

/** Chooses one of the owner's motorcycles; false when they hold none with that id. */
export async function chooseBike(db: Db, owner: VisitorOwner, idgarage: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const { rows } = await tx.execute(sql`select 1 from garage_moto g where ${ownedBy(owner)} and idgarage = ${idgarage}`);
    if (rows.length === 0) return false;
    await tx.execute(sql`update garage_moto g set choisie = (idgarage = ${idgarage}) where ${ownedBy(owner)}`);
    return true;
  });
}

/** Takes a motorcycle out of the owner's garage; the newest left is chosen if it was. False when they hold none with that id. */
export async function removeBike(db: Db, owner: VisitorOwner, idgarage: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const { rows } = await tx.execute<{ choisie: boolean }>(
      sql`delete from garage_moto g where ${ownedBy(owner)} and idgarage = ${idgarage} returning choisie`,
    );
    if (rows.length === 0) return false;
    if (rows[0]!.choisie) {
      await tx.execute(sql`
        update garage_moto set choisie = true where idgarage = (
          select idgarage from garage_moto g where ${ownedBy(owner)} order by date_ajout desc, idgarage desc limit 1)`);
    }
    return true;
  });
}

/**
 * At sign-in or sign-up: the device guest's motorcycles join the account's (up to the limit; one
 * already there is not added twice; the guest's choice wins, since it is what they just rode), and
 * the guest keeps none. Returns how many joined.
 */
export async function mergeGuestGarage(db: Db, idutilisateur: number, guestId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const account = { idutilisateur };
    await lockOwner(tx, account);
    const { rows: counted } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from garage_moto g where ${ownedBy(account)}`);
    const room = Math.max(MAX_GARAGE_BIKES - counted[0]!.n, 0);
    const { rows: chosen } = await tx.execute<{ idmodele: number; annee: number | null }>(
      sql`select idmodele, annee from garage_moto where guest_id = ${guestId} and choisie`,
    );
    const { rows } = await tx.execute(sql`
      insert into garage_moto (idutilisateur, idmodele, annee, date_ajout)
      select ${idutilisateur}, g.idmodele, g.annee, g.date_ajout from garage_moto g
      where g.guest_id = ${guestId}
        and not exists (select 1 from garage_moto a where a.idutilisateur = ${idutilisateur} and a.idmodele = g.idmodele and a.annee is not distinct from g.annee)
      order by g.choisie desc, g.date_ajout desc
      limit ${room}
      on conflict do nothing
      returning idgarage`);
    const guestChoice = chosen[0];
    if (guestChoice) {
      await tx.execute(sql`
        update garage_moto g set choisie = (g.idmodele = ${guestChoice.idmodele} and g.annee is not distinct from ${guestChoice.annee}::int)
        where ${ownedBy(account)}
          and exists (select 1 from garage_moto c where c.idutilisateur = ${idutilisateur} and c.idmodele = ${guestChoice.idmodele}
            and c.annee is not distinct from ${guestChoice.annee}::int)`);
    }
    await tx.execute(sql`delete from garage_moto where guest_id = ${guestId}`);
    return rows.length;
  });
}
