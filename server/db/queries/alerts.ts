/**
 * Search alerts: a person's saved searches, matched against each listing when it is published
 * (after moderation, never before), and what each found. An alert keeps its search as the list
 * page reads it, and the same resolved once for matching (names as stored, words as a tsquery):
 * a new listing is checked against the alerts an index picks, not by running every search.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ALERT_ERRORS, ALERT_RECENT_LISTINGS, MAX_ALERTS, type AlertFrequency, type AlertType } from '@/lib/alerts';
import { fitsMotorcycles } from '@/lib/fitment';
import { bikeName } from '@/lib/garage';
import { defaultAlertName } from '../../alerts/default-name';
import { equipmentTypeOf, type EquipmentType, type ListingKind, urlTypeOfEquipment } from '@/lib/listing-types';
import type { Alert, AlertSearch } from '@/lib/schemas/alerts';
import type { Db } from '../client';
import { escapeLike, iso } from './listing-shared';
import { referenceModelName, resolveCategories, resolveMarque, resolveVille } from './reference';
import { namesModelFor } from './fitment';
import { Refusal } from '../../refusal';
import { readWordSearch, SEARCH_CONFIG } from './search';
import { countToday } from './daily-stats';

type AlertRow = {
  idalerte: number;
  nom: string;
  type: AlertType;
  recherche: AlertSearch;
  frequence: AlertFrequency;
  active: boolean;
  date_ajout: Date | string;
  trouvees: number;
};

/** What matching needs of a search: names as the listings store them, the words as a tsquery. */
async function matchingColumns(db: Db, type: AlertType, search: AlertSearch) {
  const moto = type === 'moto';
  const equipmentType = type === 'tous' || moto ? null : equipmentTypeOf(type);
  const words = await readWordSearch(db, search.q);
  const marque = moto && search.marque ? ((await resolveMarque(db, search.marque)) ?? search.marque) : null;
  const ville = search.ville ? ((await resolveVille(db, search.ville)) ?? search.ville) : null;
  const categories = equipmentType && search.categorie ? await resolveCategories(db, search.categorie, equipmentType) : null;
  // What fits a motorcycle, for the types that fit one (as the list pages read it): a model the reference has.
  const fitted = equipmentType && fitsMotorcycles(equipmentType) && search.compatible !== undefined ? search.compatible : null;
  const bike = fitted === null ? null : await referenceModelName(db, fitted);
  if (fitted !== null && !bike) throw new Refusal(ALERT_ERRORS.compatible, 400);
  let mots: string[] | null = null;
  if (words) {
    // A matching listing has one of the first word's spellings: their lexemes pick the candidates.
    const { rows } = await db.execute<{ mots: string[] }>(
      sql`select tsvector_to_array(to_tsvector(${SEARCH_CONFIG}, ${words.alternatives[0]!.join(' ')})) as mots`,
    );
    mots = rows[0]!.mots.length > 0 ? rows[0]!.mots : null;
  }
  return {
    marque,
    modele: moto && search.modele ? `${escapeLike(search.modele.toLowerCase())}%` : null,
    ville,
    // An unknown category matches nothing, as the list would show nothing.
    categories: categories ? (categories.length > 0 ? categories : [0]) : null,
    prixmin: search.prixmin ?? null,
    prixmax: search.prixmax ?? null,
    kilometragemax: moto ? (search.kilometragemax ?? null) : null,
    cylindremin: moto ? (search.cylindreeMin ?? null) : null,
    cylindremax: moto ? (search.cylindreeMax ?? null) : null,
    taille: type === 'pneu' ? (search.taille ?? null) : null,
    compatible: fitted,
    annee: fitted === null ? null : (search.annee ?? null),
    /** the motorcycle, as the alert's default name writes it */
    bike: bike ? bikeName({ ...bike, annee: search.annee ?? null }) : null,
    requete: words?.query ?? null,
    mots,
  };
}

const lockAlerts = (tx: Db, idutilisateur: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`alerte:${idutilisateur}`}))`);

export async function createAlert(
  db: Db,
  idutilisateur: number,
  alert: { nom?: string; type: AlertType; recherche: AlertSearch; frequence: AlertFrequency },
): Promise<number | 'limite'> {
  const columns = await matchingColumns(db, alert.type, alert.recherche);
  // Named, unless its owner says otherwise, by what it selects, with the names as the site writes them.
  const nom =
    alert.nom ??
    defaultAlertName(alert.type, {
      ...alert.recherche,
      marque: columns.marque ?? alert.recherche.marque,
      ville: columns.ville ?? alert.recherche.ville,
      bike: columns.bike ?? undefined,
    });
  return db.transaction(async (tx) => {
    await lockAlerts(tx, idutilisateur);
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from alerte where idutilisateur = ${idutilisateur}`);
    if (rows[0]!.n >= MAX_ALERTS) return 'limite';
    const { rows: created } = await tx.execute<{ idalerte: number }>(sql`
      insert into alerte (idutilisateur, nom, type, recherche, frequence, marque, modele, ville, categories, prixmin, prixmax, kilometragemax,
        cylindremin, cylindremax, taille, compatible, annee, requete, mots)
      values (${idutilisateur}, ${nom}, ${alert.type}, ${JSON.stringify(alert.recherche)}::jsonb, ${alert.frequence}, ${columns.marque},
        ${columns.modele}, ${columns.ville}, ${columns.categories ? sql`${`{${columns.categories.join(',')}}`}::int[]` : null},
        ${columns.prixmin}, ${columns.prixmax}, ${columns.kilometragemax}, ${columns.cylindremin}, ${columns.cylindremax}, ${columns.taille},
        ${columns.compatible}, ${columns.annee}, ${columns.requete === null ? null : sql`to_tsquery(${SEARCH_CONFIG}, ${columns.requete})`}, ${columns.mots ? sql`${`{${columns.mots.map((mot) => `"${mot.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]` : null})
      returning idalerte`);
    return created[0]!.idalerte;
  });
}

/** The person's alerts, newest first, each with how many listings it found and the last ones still online. */
export async function listAlerts(db: Db, idutilisateur: number): Promise<Alert[]> {
  const { rows } = await db.execute<AlertRow>(sql`
    select a.idalerte, a.nom, a.type, a.recherche, a.frequence, a.active, a.date_ajout,
      (select count(*)::int from alerte_annonce f where f.idalerte = a.idalerte) as trouvees
    from alerte a where a.idutilisateur = ${idutilisateur} order by a.date_ajout desc, a.idalerte desc`);
  const found = await recentFound(
    db,
    rows.map((row) => row.idalerte),
  );
  return rows.map((row) => ({
    idalerte: row.idalerte,
    nom: row.nom,
    type: row.type,
    recherche: row.recherche,
    frequence: row.frequence,
    active: row.active,
    trouvees: row.trouvees,
    dernieres: found.get(row.idalerte) ?? [],
    date_ajout: iso(new Date(row.date_ajout)),
  }));
}

/** The last listings each alert found that are still online. */
async function recentFound(db: Db, alerts: number[]): Promise<Map<number, Alert['dernieres']>> {
  const found = new Map<number, Alert['dernieres']>();
  if (alerts.length === 0) return found;
  const { rows } = await db.execute<{
    idalerte: number;
    type_annonce: ListingKind;
    idannonce: number;
    titre: string;
    prix: number | null;
    ville: string;
    type_equipement: EquipmentType | null;
    date_ajout: Date | string;
  }>(sql`
    select r.* from unnest(${`{${alerts.join(',')}}`}::int[]) as a(idalerte), lateral (
      select f.idalerte, f.type_annonce, f.idannonce, coalesce(m.titre, e.titre) as titre, coalesce(m.prix, e.prix) as prix,
        coalesce(m.ville, e.ville) as ville, e.type as type_equipement, f.date_ajout
      from alerte_annonce f
      left join annonce_moto m on f.type_annonce = 'moto' and m.idannonce_moto = f.idannonce and m.etat = 'publiee'
      left join annonce_equipement e on f.type_annonce = 'equipement' and e.idannonce_equipement = f.idannonce and e.etat = 'publiee'
      where f.idalerte = a.idalerte and f.ancien_prix is null and coalesce(m.idannonce_moto, e.idannonce_equipement) is not null
      order by f.date_ajout desc limit ${ALERT_RECENT_LISTINGS}) as r`);
  for (const row of rows) {
    const list = found.get(row.idalerte) ?? [];
    list.push({
      type_annonce: row.type_annonce,
      idannonce: row.idannonce,
      type: row.type_annonce === 'moto' ? 'moto' : urlTypeOfEquipment(row.type_equipement!),
      titre: row.titre,
      prix: row.prix,
      ville: row.ville,
      date_ajout: iso(new Date(row.date_ajout)),
    });
    found.set(row.idalerte, list);
  }
  return found;
}

/** Renames, pauses or resumes an alert, or changes how often it tells; false when it is not the person's. */
export async function updateAlert(
  db: Db,
  idutilisateur: number,
  idalerte: number,
  change: { nom?: string; frequence?: AlertFrequency; active?: boolean },
): Promise<boolean> {
  const sets: SQL[] = [];
  if (change.nom !== undefined) sets.push(sql`nom = ${change.nom}`);
  if (change.frequence !== undefined) sets.push(sql`frequence = ${change.frequence}`);
  if (change.active !== undefined) {
    // Turned back on: the unsubscribe links sent before no longer stop it (alerte.version).
    if (change.active) sets.push(sql`version = case when active then version else version + 1 end`);
    sets.push(sql`active = ${change.active}`);
  }
  const { rows } = await db.execute(
    sql`update alerte set ${sql.join(sets, sql`, `)} where idalerte = ${idalerte} and idutilisateur = ${idutilisateur} returning 1`,
  );
  return rows.length > 0;
}

export async function deleteAlert(db: Db, idutilisateur: number, idalerte: number): Promise<boolean> {
  const { rows } = await db.execute(sql`delete from alerte where idalerte = ${idalerte} and idutilisateur = ${idutilisateur} returning 1`);
  return rows.length > 0;
}

/**
 * An unsubscribe link: the alert stops (paused, nothing more sent). Null when there is no such
 * alert in that version (it was turned back on since the link was sent).
 */
export async function pauseAlert(db: Db, idalerte: number, version: number): Promise<{ nom: string; etaitActive: boolean } | null> {
  const { rows } = await db.execute<{ nom: string; etait: boolean }>(sql`
    update alerte a set active = false
    from (select idalerte, active as etait from alerte where idalerte = ${idalerte} and version = ${version} for update) b
    where a.idalerte = b.idalerte returning a.nom, b.etait`);
  return rows[0] ? { nom: rows[0].nom, etaitActive: rows[0].etait } : null;
}

export interface AlertMatch {
  idalerte: number;
  idutilisateur: number;
  nom: string;
  frequence: AlertFrequency;
}

const LISTING_URL_TYPE_SQL = (alias: string) =>
  sql.raw(
    `case ${alias}.type when 'moto' then 'equipement-moto' when 'motard' then 'equipement-motard' when 'piece' then 'piece-rechange' when 'pneu' then 'pneu' end`,
  );

/**
 * A listing just published, against every alert: those it matches (each listing once per alert)
 * get it in their found list; answers them, for their notices. The candidates come from two
 * indexes (alerts without words by type, brand and city, alerts with words by their lexemes); each
 * candidate's criteria are then checked as the list page's search checks them.
 */
export async function matchListing(db: Db, kind: ListingKind, id: number): Promise<AlertMatch[]> {
  const listing =
    kind === 'moto'
      ? sql`select 'moto'::text as urltype, l.marque, l.modele, l.ville, null::int as idcategorie, l.prix, l.kilometrage, l.cylindre,
          null::text as pneu_taille, false as universel, '{}'::int[] as compat_modeles, '[]'::jsonb as compatibilites, l.recherche
          from annonce_moto l where l.idannonce_moto = ${id} and l.etat = 'publiee'`
      : sql`select ${LISTING_URL_TYPE_SQL('l')} as urltype, l.marque, null::text as modele, l.ville, l.idcategorie, l.prix, null::int as kilometrage,
          null::int as cylindre, l.pneu_taille, l.universel, l.compat_modeles, l.compatibilites, l.recherche
          from annonce_equipement l where l.idannonce_equipement = ${id} and l.etat = 'publiee'`;
  // What fits the alert's motorcycle, as the list matches it (fitsWays): universal, or naming it for the year.
  const fits = (a: string) => {
    const [compatible, annee] = [sql.raw(`${a}.compatible`), sql.raw(`${a}.annee`)];
    return sql`(${compatible} is null or l.universel
      or (l.compat_modeles @> array[${compatible}] and (${annee} is null or ${namesModelFor(sql.raw('l.compatibilites'), compatible, annee)})))`;
  };
  // What every alert checks besides its brand, city and words (read from the index for those without words).
  const criteria = (a: string) =>
    sql`${sql.raw(`(${a}.modele is null or lower(l.modele) like ${a}.modele)
      and (${a}.categories is null or l.idcategorie = any(${a}.categories))
      and (${a}.prixmin is null or l.prix >= ${a}.prixmin) and (${a}.prixmax is null or l.prix <= ${a}.prixmax)
      and (${a}.kilometragemax is null or l.kilometrage <= ${a}.kilometragemax)
      and (${a}.cylindremin is null or l.cylindre >= ${a}.cylindremin) and (${a}.cylindremax is null or l.cylindre <= ${a}.cylindremax)
      and (${a}.taille is null or l.pneu_taille = ${a}.taille)`)} and ${fits(a)}`;
  const { rows } = await db.execute<{ idalerte: number; idutilisateur: number; frequence: AlertFrequency }>(sql`
    with l as (${listing}),
    matched as (
      select a.idalerte, a.idutilisateur, a.frequence from alerte a, l
      where a.active and a.mots is null and a.type = any(array[l.urltype, 'tous'])
        and coalesce(a.marque, '') = any(array['', coalesce(l.marque, '')]) and coalesce(a.ville, '') = any(array['', l.ville])
        and ${criteria('a')}
      union all
      select w.idalerte, w.idutilisateur, w.frequence from alerte w, l
      where w.active and w.mots && tsvector_to_array(l.recherche) and w.type = any(array[l.urltype, 'tous'])
        and (w.marque is null or w.marque = l.marque) and (w.ville is null or w.ville = l.ville)
        and ${criteria('w')} and l.recherche @@ w.requete
    ),
    kept as (
      insert into alerte_annonce (idalerte, type_annonce, idannonce)
      select idalerte, ${kind}, ${id} from matched on conflict do nothing returning idalerte
    )
    select m.* from matched m join kept k using (idalerte)`);
  const matches = rows.map((row) => ({ idalerte: Number(row.idalerte), idutilisateur: Number(row.idutilisateur), frequence: row.frequence }));
  // Names only for the pushes of instant alerts.
  const instant = matches.filter((match) => match.frequence === 'instant').map((match) => match.idalerte);
  const names = new Map<number, string>();
  if (instant.length > 0) {
    const { rows: named } = await db.execute<{ idalerte: number; nom: string }>(
      sql`select idalerte, nom from alerte where idalerte = any(${`{${instant.join(',')}}`}::int[])`,
    );
    for (const row of named) names.set(Number(row.idalerte), row.nom);
  }
  return matches.map((match) => ({ ...match, nom: names.get(match.idalerte) ?? '' }));
}

/**
 * A listing an alert found, opened from its push or mail (the link names both): counted once per
 * recipient and listing, for the back office's figures, however often the link is opened. Answers
 * whether it counted.
 */
export async function countAlertClick(db: Db, idalerte: number, kind: ListingKind, idannonce: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    with trouvee as (
      select f.idalerte, a.idutilisateur from alerte_annonce f join alerte a on a.idalerte = f.idalerte
      where f.idalerte = ${idalerte} and f.type_annonce = ${kind} and f.idannonce = ${idannonce}
    ), ouverte as (
      update alerte_annonce f set ouvert = true from trouvee t
      where f.idalerte = t.idalerte and f.type_annonce = ${kind} and f.idannonce = ${idannonce} and not f.ouvert
        -- once per recipient: another of their alerts that found it may have been opened already
        and not exists (
          select 1 from alerte_annonce o join alerte oa on oa.idalerte = o.idalerte
          where oa.idutilisateur = t.idutilisateur and o.type_annonce = ${kind} and o.idannonce = ${idannonce} and o.ouvert)
      returning f.idalerte
    )
    update alerte set clics = clics + 1 where idalerte in (select idalerte from ouverte) returning 1`);
  if (rows.length === 0) return false;
  await countToday(db, 'alertes_clics');
  return true;
}
