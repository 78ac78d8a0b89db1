/**
 * Fills the benchmark database with a million listings in bulk SQL (INSERT … SELECT over
 * generate_series), with the distributions of the real market: Japanese brands and scooters
 * dominate, cities weigh by population, prices follow new price, age and mileage.
 * Secondary indexes and foreign keys are dropped during the load and rebuilt after it, exactly
 * as the migrations define them.
 */
import type pg from 'pg';
import { CITIES, MOTO_BRANDS } from '../../server/db/seed/reference-data';

export interface LoadOptions {
  motos: number;
  equipements: number;
  users: number;
  say: (message: string) => void;
}

/** Relative market share of each brand (unlisted: 1). */
const BRAND_WEIGHT: Record<string, number> = {
  Yamaha: 14,
  Honda: 13,
  Suzuki: 8,
  Peugeot: 7,
  Kymco: 6,
  SYM: 6,
  Piaggio: 5,
  Kawasaki: 5,
  Haojue: 5,
  Keeway: 4,
  BMW: 3,
  KTM: 3,
  Vespa: 3,
  Bajaj: 3,
  TVS: 3,
  Lifan: 3,
  Benelli: 2,
  'Royal Enfield': 2,
  CFMoto: 2,
  Voge: 2,
  Zontes: 2,
  Ducati: 1,
  'Harley-Davidson': 1,
  Triumph: 1,
  Aprilia: 1,
  Husqvarna: 1,
  'Moto Guzzi': 1,
  'MV Agusta': 1,
  Indian: 1,
  Hyosung: 1,
};

const CHUNK = 100_000;

/** An array in which each value appears in proportion to its weight: a uniform pick is a weighted pick. */
function weightedArray<T>(items: { value: T; weight: number }[], size: number): T[] {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  return items.flatMap((item) => Array.from({ length: Math.max(1, Math.round((item.weight / total) * size)) }, () => item.value));
}

async function timed(say: (m: string) => void, what: string, work: () => Promise<unknown>) {
  const started = Date.now();
  await work();
  say(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function loadBenchData(client: pg.Client, options: LoadOptions): Promise<void> {
  const { say } = options;
  const tables = ['annonce_moto', 'annonce_equipement'];

  // Secondary indexes and foreign keys of the listing tables, to rebuild after the load.
  const indexes = (
    await client.query<{ def: string; name: string }>(
      `select indexdef as def, indexname as name from pg_indexes
       where tablename = any($1) and indexname not like '%_pkey'`,
      [tables],
    )
  ).rows;
  const foreignKeys = (
    await client.query<{ table: string; name: string; def: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where contype = 'f' and conrelid::regclass::text = any($1)`,
      [tables],
    )
  ).rows;
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint ${fk.name}`);
  for (const index of indexes) await client.query(`drop index ${index.name}`);

  await timed(say, `${options.users.toLocaleString('fr-FR')} users`, () =>
    client.query(
      `insert into utilisateur (uid, nom, prenom, email, role, telephone, ville, nom_entreprise)
       select 'bench-' || g, 'Vendeur', 'N' || g, 'bench' || g || '@bench.ma',
              case when g % 10 = 0 then 'boutique' else 'particulier' end,
              '+2126' || lpad(g::text, 8, '0'), ($2::text[])[1 + (g % array_length($2::text[], 1))],
              case when g % 10 = 0 then 'Boutique ' || g end
       from generate_series(1, $1) g`,
      [options.users, CITIES.map((c) => c.nom)],
    ),
  );
  const firstUser = (await client.query<{ id: number }>(`select min(idutilisateur) as id from utilisateur where uid like 'bench-%'`)).rows[0]!.id;

  // Models, picked in proportion to their brand's share.
  const models = MOTO_BRANDS.flatMap((b) => b.modeles.map((m) => ({ ...m, marque: b.nom, weight: (BRAND_WEIGHT[b.nom] ?? 1) / b.modeles.length })));
  await client.query(`create temp table bench_models (idx int primary key, marque text, modele text, cylindre int, prix_neuf int, style text)`);
  await client.query(`insert into bench_models select * from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::text[])`, [
    models.map((_, i) => i + 1),
    models.map((m) => m.marque),
    models.map((m) => m.nom),
    models.map((m) => m.cylindre),
    models.map((m) => m.prixNeuf),
    models.map((m) => m.style),
  ]);
  const modelPicks = weightedArray(
    models.map((m, i) => ({ value: i + 1, weight: m.weight })),
    2000,
  );
  const cityPicks = weightedArray(
    CITIES.map((c) => ({ value: c.nom, weight: c.population })),
    2000,
  );

  await timed(say, `${options.motos.toLocaleString('fr-FR')} moto listings`, async () => {
    for (let done = 0; done < options.motos; done += CHUNK) {
      await client.query(
        `with r as (
           select random() as r_model, random() as r_city, random() as r_user, random() as r_age, random() as r_km,
                  random() as r_price, random() as r_state, random() as r_date, random() as r_new, random() as r_photos
           from generate_series(1, $1)
         ), x as (
           select r.*, bm.*,
                  case when r.r_new < 0.08 then 0 else 1 + floor(power(r.r_age, 1.4) * 14)::int end as age
           from r join bench_models bm on bm.idx = ($2::int[])[1 + floor(r.r_model * array_length($2::int[], 1))::int]
         )
         insert into annonce_moto (idutilisateur, titre, description, prix, marque, modele, model, kilometrage, cylindre,
                                   categorie_moto, neuf, ville, photos, etat, vues, reach, date_ajout, date_modification, date_publication)
         select $4 + floor(r_user * $5)::int,
                marque || ' ' || modele || ' ' || (2026 - age),
                'Annonce générée pour le banc d''essai.',
                case when r_price < 0.03 then null
                     else (round(prix_neuf * greatest(0.25, case when age = 0 then 1 else 0.85 * power(0.9, age - 1) end) * (0.85 + r_price * 0.3) / 500) * 500)::int end,
                marque, modele, 2026 - age,
                case when age = 0 then 0 else (age * (2500 + r_km * 6500))::int end,
                cylindre, style, age = 0,
                ($3::text[])[1 + floor(r_city * array_length($3::text[], 1))::int],
                case when r_photos < 0.5 then array['bench/moto-1.jpg'] else array['bench/moto-1.jpg', 'bench/moto-2.jpg', 'bench/moto-3.jpg'] end,
                case when r_state < 0.94 then 'publiee' when r_state < 0.97 then 'en_attente' when r_state < 0.985 then 'vendue' else 'desactivee' end,
                (r_km * 3000)::int, (r_km * 30000)::int,
                now() - power(r_date, 1.3) * interval '730 days' - interval '2 hours',
                now() - power(r_date, 1.3) * interval '730 days',
                case when r_state < 0.94 or r_state >= 0.97 then now() - power(r_date, 1.3) * interval '730 days' end
         from x`,
        [Math.min(CHUNK, options.motos - done), modelPicks, cityPicks, firstUser, options.users],
      );
    }
  });

  const categories = (await client.query<{ id: number; type: string }>('select idcategorie as id, type from categorie')).rows;
  const typeShare: Record<string, number> = { motard: 35, moto: 20, piece: 30, pneu: 15 };
  const perType = (type: string) => categories.filter((c) => c.type === type).length;
  const categoryPicks = weightedArray(
    categories.map((c) => ({ value: c.id, weight: typeShare[c.type]! / perType(c.type) })),
    1000,
  );

  await timed(say, `${options.equipements.toLocaleString('fr-FR')} equipment listings`, async () => {
    for (let done = 0; done < options.equipements; done += CHUNK) {
      await client.query(
        `with r as (
           select random() as r_cat, random() as r_city, random() as r_user, random() as r_price, random() as r_state,
                  random() as r_date, random() as r_new
           from generate_series(1, $1)
         ), x as (
           select r.*, c.idcategorie, c.type, c.nom_categorie
           from r join categorie c on c.idcategorie = ($2::int[])[1 + floor(r.r_cat * array_length($2::int[], 1))::int]
         )
         insert into annonce_equipement (idutilisateur, type, titre, description, prix, idcategorie, neuf, ville, photos, etat,
                                         vues, reach, date_ajout, date_modification, date_publication)
         select $4 + floor(r_user * $5)::int, type, nom_categorie || ' (article ' || floor(r_price * 100000)::int || ')',
                'Annonce générée pour le banc d''essai.',
                case when r_price < 0.03 then null
                     else (round(exp(ln(case type when 'piece' then 50 when 'pneu' then 100 else 200 end)
                                 + r_price * (ln(case type when 'motard' then 8000 when 'piece' then 6000 else 4000 end)
                                             - ln(case type when 'piece' then 50 when 'pneu' then 100 else 200 end))) / 10) * 10)::int end,
                idcategorie, r_new < 0.4,
                ($3::text[])[1 + floor(r_city * array_length($3::text[], 1))::int],
                array['bench/equipement-1.jpg'],
                case when r_state < 0.94 then 'publiee' when r_state < 0.97 then 'en_attente' when r_state < 0.985 then 'vendue' else 'desactivee' end,
                (r_price * 1000)::int, (r_price * 10000)::int,
                now() - power(r_date, 1.3) * interval '730 days' - interval '2 hours',
                now() - power(r_date, 1.3) * interval '730 days',
                case when r_state < 0.94 or r_state >= 0.97 then now() - power(r_date, 1.3) * interval '730 days' end
         from x`,
        [Math.min(CHUNK, options.equipements - done), categoryPicks, cityPicks, firstUser, options.users],
      );
    }
  });

  await timed(say, `${indexes.length} indexes and ${foreignKeys.length} foreign keys rebuilt`, async () => {
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const index of indexes) await client.query(index.def);
    for (const fk of foreignKeys) await client.query(`alter table ${fk.table} add constraint ${fk.name} ${fk.def}`);
  });
  await timed(say, 'vacuum analyze', () => client.query('vacuum analyze'));
}

/** The tyre sizes the bench's tyres get: those of Moroccan roads' motorcycles and scooters, front and rear. */
const BENCH_TYRE_SIZES: [key: string, largeur: number, serie: number | null, construction: string, jante: number][] = [
  ['120-70-17', 120, 70, 'ZR', 17],
  ['180-55-17', 180, 55, 'ZR', 17],
  ['160-60-17', 160, 60, 'ZR', 17],
  ['190-50-17', 190, 50, 'ZR', 17],
  ['150-70-17', 150, 70, 'R', 17],
  ['110-80-19', 110, 80, 'R', 19],
  ['90-90-21', 90, 90, 'D', 21],
  ['140-80-18', 140, 80, 'D', 18],
  ['120-70-12', 120, 70, 'D', 12],
  ['130-70-12', 130, 70, 'D', 12],
  ['100-90-10', 100, 90, 'D', 10],
  ['110-90-16', 110, 90, 'D', 16],
  ['130-90-15', 130, 90, 'D', 15],
  ['80-100-21', 80, 100, 'D', 21],
  ['110-100-18', 110, 100, 'D', 18],
  ['100-80-17', 100, 80, 'D', 17],
  ['130-70-17', 130, 70, 'D', 17],
  ['140-70-17', 140, 70, 'D', 17],
  ['3-00-18', 3, null, 'D', 18],
  ['2-75-18', 2.75, null, 'D', 18],
];

/**
 * Gives the bench's tyres (not its inner tubes and rims) a size, spread evenly over the common
 * ones, as sellers give them (migration 0034). Only tyres without one: a database loaded before
 * sizes were data gets them once.
 */
export async function fillBenchTyreSizes(client: pg.Client): Promise<number> {
  const sizes = BENCH_TYRE_SIZES.map(([key, largeur, serie, construction, jante], i) => ({ i, key, largeur, serie, construction, jante }));
  const result = await client.query(
    `with sizes as (
       select * from jsonb_to_recordset($1::jsonb) as s(i int, key text, largeur float8, serie int2, construction text, jante int2)
     ), tyres as (
       select a.idannonce_equipement as id
       from annonce_equipement a join categorie c on c.idcategorie = a.idcategorie
       where a.type = 'pneu' and c.nom_categorie like 'Pneus%' and a.pneu_taille is null
     )
     update annonce_equipement a
     set pneu_taille = s.key, pneu_largeur = s.largeur, pneu_serie = s.serie, pneu_construction = s.construction, pneu_jante = s.jante
     from tyres t join sizes s on s.i = t.id % $2
     where a.idannonce_equipement = t.id`,
    [JSON.stringify(sizes), sizes.length],
  );
  return result.rowCount ?? 0;
}

/**
 * Says which motorcycles the bench's parts and motorcycle equipment fit (migration 0036), as
 * sellers would: a tenth universal, six tenths one or two reference models, half of those with
 * their years, the rest nothing. Only those that say nothing yet and are not marked done: a
 * database loaded before fitment was data gets it once.
 */
export async function fillBenchFitment(client: pg.Client): Promise<number> {
  const done = await client.query(`select 1 from parametrage where name = 'bench_fitment'`);
  if (done.rowCount) return 0;
  const universal = await client.query(
    `update annonce_equipement set universel = true
     where type in ('piece', 'moto') and idannonce_equipement % 10 = 0 and not universel and cardinality(compat_modeles) = 0`,
  );
  const fitted = await client.query(
    `with models as (
       select m.idmodele, b.nom_marque as marque, m.nom_modele as modele, row_number() over (order by m.idmodele) - 1 as i
       from modele m join marque b on b.idmarque = m.idmarque
     ), n as (select count(*) as n from models),
     chosen as (
       select a.idannonce_equipement as id, m.idmodele, m.marque, m.modele,
         case when a.idannonce_equipement % 2 = 0 then 2008 + (a.idannonce_equipement % 12)::int end as annee_min,
         case when a.idannonce_equipement % 4 = 0 then 2016 + (a.idannonce_equipement % 10)::int end as annee_max
       from annonce_equipement a, n,
         lateral (select (a.idannonce_equipement % n.n) as k union select ((a.idannonce_equipement * 7 + 3) % n.n) where a.idannonce_equipement % 3 = 0) pick
       join models m on m.i = pick.k
       where a.type in ('piece', 'moto') and a.idannonce_equipement % 10 between 1 and 6 and not a.universel and cardinality(a.compat_modeles) = 0
     ), grouped as (
       select id, jsonb_agg(jsonb_build_object('idmodele', idmodele, 'marque', marque, 'modele', modele, 'annee_min', annee_min, 'annee_max', annee_max)
                            order by marque, modele) as compatibilites,
              array_agg(idmodele order by marque, modele) as ids
       from chosen group by id
     )
     update annonce_equipement a set compatibilites = g.compatibilites, compat_modeles = g.ids
     from grouped g where a.idannonce_equipement = g.id`,
  );
  await client.query(`insert into parametrage (name, valeur) values ('bench_fitment', '1') on conflict (name) do nothing`);
  return (universal.rowCount ?? 0) + (fitted.rowCount ?? 0);
}
