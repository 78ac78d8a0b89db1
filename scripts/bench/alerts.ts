/**
 * npm run bench:alerts — search alerts at Avito's scale, on the bench database of bench:api
 * (1,000,000 listings, loaded once; --reload loads again):
 *   - 100,000 saved alerts (--alerts=N): 2,000 distinct searches saved through createAlert, as
 *     people save them (a brand, a brand and a city or a price, a model, words, a type with a city
 *     and a price cap, an equipment category), each saved by many people;
 *   - 35,000 listings published in a day (--listings=N), each matched against every alert as the
 *     publication job does (matchListing), four at a time: p50/p95/p99 of one match (target p95
 *     ≤ 50 ms) and what the day's matching found;
 *   - then the 8:00 digest of every daily alert, mails written as files: its duration (target
 *     ≤ 10 minutes) and the process's peak memory (target ≤ 512 MB).
 * The alerts and their finds are removed first, so each run starts from the same state.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { createAlert, matchListing } from '../../server/db/queries/alerts';
import { reloadEnv } from '../../server/env';
import { sendAlertDigests } from '../../server/jobs/alerts';
import { fileMailer } from '../../server/mail/mailer';
import type { AlertSearch } from '../../lib/schemas/alerts';
import type { AlertType } from '../../lib/alerts';
import { openBenchDatabase } from './bench-database';
import { runBenchmark } from './timing';

const argument = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ALERTS = argument('alerts', 100_000);
const LISTINGS = argument('listings', 35_000);
const DISTINCT = 2_000;
const CONCURRENCY = 4;
const say = (message: string) => console.log(`[bench] ${message}`);

/** A small deterministic generator, so that every run saves the same searches. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return { next, pick: <T>(items: T[]) => items[Math.floor(next() * items.length)]!, chance: (p: number) => next() < p };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const config = reloadEnv();
  const bench = await openBenchDatabase(config, { motos: 700_000, equipements: 300_000, reload: process.argv.includes('--reload'), say });
  const database = openDatabase(bench.url, { max: CONCURRENCY + 2 });
  const { db } = database;
  try {
    say('alerts and their finds from an earlier run removed');
    await db.execute(sql`truncate alerte_annonce, alerte restart identity`);
    // The bench users were loaded one after the other: consecutive ids.
    const { rows: users } = await db.execute<{ id: number }>(sql`select idutilisateur as id from utilisateur where uid like 'bench-%' order by idutilisateur`);
    const { rows: brands } = await db.execute<{ marque: string }>(
      sql`select marque from annonce_moto where etat = 'publiee' group by marque order by count(*) desc limit 40`,
    );
    const { rows: models } = await db.execute<{ marque: string; modele: string }>(
      sql`select marque, modele from annonce_moto where etat = 'publiee' and modele <> '' group by marque, modele order by count(*) desc limit 150`,
    );
    const { rows: cities } = await db.execute<{ nom: string }>(sql`select nom from ville order by nom`);
    const { rows: categories } = await db.execute<{ type: string; nom: string }>(sql`select type, nom_categorie as nom from categorie`);
    const r = random(20_261_126);
    const equipmentUrl: Record<string, AlertType> = { moto: 'equipement-moto', motard: 'equipement-motard', piece: 'piece-rechange', pneu: 'pneu' };

    const searches: { type: AlertType; recherche: AlertSearch }[] = [];
    for (let i = 0; i < DISTINCT; i++) {
      const roll = r.next();
      const price = () => (r.chance(0.4) ? { prixmax: r.pick([15_000, 25_000, 40_000, 60_000, 90_000, 150_000]) } : {});
      const city = () => (r.chance(0.5) ? { ville: r.pick(cities).nom } : {});
      if (roll < 0.35) searches.push({ type: 'moto', recherche: { marque: r.pick(brands).marque, ...city(), ...price() } });
      else if (roll < 0.55) {
        const model = r.pick(models);
        searches.push({ type: 'moto', recherche: { marque: model.marque, modele: model.modele, ...price() } });
      } else if (roll < 0.75) {
        const model = r.pick(models);
        searches.push({ type: r.chance(0.3) ? 'tous' : 'moto', recherche: { q: r.chance(0.5) ? model.modele : `${model.marque} ${model.modele}` } });
      } else if (roll < 0.85) searches.push({ type: 'moto', recherche: { ville: r.pick(cities).nom, prixmax: r.pick([10_000, 20_000, 30_000]) } });
      else {
        const category = r.pick(categories);
        searches.push({ type: equipmentUrl[category.type]!, recherche: { categorie: category.nom, ...city() } });
      }
    }
    let setup = Date.now();
    for (const [i, search] of searches.entries()) {
      const frequence = i % 10 < 3 ? 'instant' : 'quotidien';
      const saved = await createAlert(db, users[Math.floor(i / 20)]!.id, { ...search, frequence });
      if (saved === 'limite') throw new Error('a bench user has more than 20 alerts');
    }
    say(`${DISTINCT.toLocaleString('fr-FR')} distinct searches saved through createAlert in ${((Date.now() - setup) / 1000).toFixed(1)} s`);
    setup = Date.now();
    // Each saved by many people: copies for other bench users, up to ALERTS.
    const copies = Math.ceil(ALERTS / DISTINCT) - 1;
    await db.execute(sql`
      insert into alerte (idutilisateur, nom, type, recherche, frequence, marque, modele, ville, categories, prixmin, prixmax, kilometragemax,
        cylindremin, cylindremax, requete, mots)
      select ${users[0]!.id} + ((a.idalerte * 7919 + g) % ${users.length}),
        a.nom, a.type, a.recherche, a.frequence, a.marque, a.modele, a.ville, a.categories, a.prixmin, a.prixmax, a.kilometragemax,
        a.cylindremin, a.cylindremax, a.requete, a.mots
      from alerte a, generate_series(1, ${copies}) g where a.idalerte <= ${DISTINCT} and (a.idalerte - 1) * ${copies} + g <= ${ALERTS - DISTINCT}`);
    // As autovacuum would have by then: the visibility map lets matching read the index alone.
    await db.execute(sql`vacuum analyze alerte`);
    const { rows: count } = await db.execute<{ n: number }>(sql`select count(*)::int as n from alerte`);
    say(`${count[0]!.n.toLocaleString('fr-FR')} alerts in ${((Date.now() - setup) / 1000).toFixed(1)} s`);

    const { rows: published } = await db.execute<{ kind: 'moto' | 'equipement'; id: number }>(sql`
      (select 'moto' as kind, idannonce_moto as id from annonce_moto tablesample system (10) where etat = 'publiee' limit ${Math.round(LISTINGS * 0.7)})
      union all
      (select 'equipement' as kind, idannonce_equipement as id from annonce_equipement tablesample system (20) where etat = 'publiee' limit ${LISTINGS - Math.round(LISTINGS * 0.7)})`);
    // One at a time, as each publication's job runs: the latency of one match.
    const SEQUENTIAL = Math.min(500, published.length);
    say(`matching ${SEQUENTIAL} listings one at a time, then the rest of the day's ${published.length.toLocaleString('fr-FR')}, ${CONCURRENCY} at a time…`);
    const times: number[] = [];
    let matched = 0;
    for (const listing of published.slice(0, SEQUENTIAL)) {
      const t0 = performance.now();
      matched += (await matchListing(db, listing.kind, listing.id)).length;
      times.push(performance.now() - t0);
    }
    let next = SEQUENTIAL;
    let started = Date.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < published.length) {
          const listing = published[next++]!;
          matched += (await matchListing(db, listing.kind, listing.id)).length;
        }
      }),
    );
    const matchSeconds = (Date.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const [p50, p95, p99] = [percentile(times, 50), percentile(times, 95), percentile(times, 99)];

    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-alert-mails-'));
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    started = Date.now();
    const written = await sendAlertDigests(db, fileMailer(folder, 'MotoMaroc <alertes@motomaroc.ma>'), 'https://motomaroc.ma');
    const digestSeconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const bytes = fs.readdirSync(folder).reduce((sum, file) => sum + fs.statSync(path.join(folder, file)).size, 0);
    fs.rmSync(folder, { recursive: true, force: true });

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log('\n| mesure | résultat | cible |');
    console.log('| --- | --- | --- |');
    console.log(
      `| une annonce publiée contre ${count[0]!.n.toLocaleString('fr-FR')} alertes, une à la fois (p50 / p95 / p99) | ${ms(p50)} / ${ms(p95)} / ${ms(p99)} | p95 ≤ 50 ms ${p95 <= 50 ? '✓' : '✗'} |`,
    );
    console.log(
      `| ${published.length.toLocaleString('fr-FR')} annonces d’une journée (les ${(published.length - SEQUENTIAL).toLocaleString('fr-FR')} dernières ${CONCURRENCY} à la fois) | ${matchSeconds.toFixed(0)} s, ${matched.toLocaleString('fr-FR')} correspondances | |`,
    );
    console.log(
      `| résumé quotidien de toutes les alertes, e-mails écrits | ${digestSeconds.toFixed(0)} s, ${written.toLocaleString('fr-FR')} e-mails (${(bytes / 1024 / 1024).toFixed(0)} Mo) | ≤ 600 s ${digestSeconds <= 600 ? '✓' : '✗'} |`,
    );
    console.log(
      `| mémoire du processus au plus haut pendant le résumé | ${(peak / 1024 / 1024).toFixed(0)} Mo | ≤ 512 Mo ${peak <= 512 * 1024 * 1024 ? '✓' : '✗'} |`,
    );
    console.log(`\n${os.cpus().length} CPU, PostgreSQL and the benchmark on the same machine.`);
  } finally {
    await database.close();
    await bench.close();
  }
}

runBenchmark(main);
