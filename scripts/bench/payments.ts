/**
 * npm run bench:payments — CMI's callback under load, on the bench database of bench:api
 * (1,000,000 listings, loaded once and reused).
 *
 * Prepares --orders sponsorings waiting for their payment (default 500), then sends --callbacks
 * signed approved callbacks (default 1,000: each order once, the rest replays of random orders),
 * shuffled, --concurrency at a time (default 1: the latency is then the callback's own work, hash
 * check, lookup, update under the row lock, queueing the mail; with more at once it includes the
 * wait for the two CPUs), through v1 in-process. Prints the latencies and checks
 * that the payments applied, the sponsorings started and the mails queued each equal the number
 * of orders. Target: p95 ≤ 20 ms. The rows it made are deleted afterwards.
 */
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { reloadEnv } from '../../server/env';
import { cmiHash } from '../../server/payments/cmi-hash';
import { createBenchApp } from './bench-app';
import { openBenchDatabase } from './bench-database';
import { percentile, runBenchmark } from './timing';

const argument = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ORDERS = argument('orders', 500);
const CALLBACKS = argument('callbacks', 1_000);
const CONCURRENCY = argument('concurrency', 1);
const STORE_KEY = 'TEST1234';
const say = (message: string) => console.log(`[bench] ${message}`);

async function main() {
  const config = reloadEnv();
  const benchDatabase = await openBenchDatabase(config, { motos: 700_000, equipements: 300_000, reload: process.argv.includes('--reload'), say });
  const raw = new pg.Pool({ connectionString: benchDatabase.url, max: 4 });
  const database = openDatabase(benchDatabase.url, { max: 10 });
  const run = `B${Date.now().toString(36).toUpperCase()}`;
  try {
    // The payer, published listings, pending sponsorings and initiated payments, in bulk.
    const { rows: users } = await raw.query<{ id: number }>(
      `insert into utilisateur (uid, nom, prenom, email, role, telephone, ville) values ($1, 'Payeur', 'Bench', $2, 'particulier', null, 'Casablanca') returning idutilisateur as id`,
      [`bench-payer-${run}`, `payer-${run.toLowerCase()}@bench.ma`],
    );
    const payer = users[0]!.id;
    const { rows: packs } = await raw.query<{ idpack: number; prix: string; nbr_jour: number }>(
      `select idpack, prix, nbr_jour from pack_sponsoring where type = 'moto' and actif order by idpack limit 1`,
    );
    const pack = packs[0]!;
    await raw.query(
      `with listings as (
         insert into annonce_moto (idutilisateur, titre, prix, marque, modele, model, kilometrage, cylindre, ville, photos, etat, date_publication)
         select $1, 'Bench ' || g, 50000, 'Yamaha', 'MT-07', 2021, 10000, 689, 'Casablanca', array['demo/motos/a.jpg'], 'publiee', now()
         from generate_series(1, $2::int) g returning idannonce_moto),
       sponsorings as (
         insert into sponsoring (type, idannonce_moto, idutilisateur, idpack, date_debut, nbr_jour, etat_sponsoring)
         select 'moto', idannonce_moto, $1, $3, now(), $4, 'en_attente' from listings returning idsponsoring)
       insert into paiement (oid, idutilisateur, idsponsoring, idpack, nbr_jour, montant, etat)
       select $5 || idsponsoring, $1, idsponsoring, $3, $4, $6::numeric, 'initiee' from sponsorings`,
      [payer, ORDERS, pack.idpack, pack.nbr_jour, run, pack.prix],
    );
    const { rows: orders } = await raw.query<{ oid: string }>(`select oid from paiement where oid like $1 || '%'`, [run]);
    say(`${orders.length} orders waiting for their payment (run ${run})`);

    let mailsQueued = 0;
    const app = createBenchApp(database.db, {
      cmi: { gatewayUrl: 'http://127.0.0.1:3100/fim/est3Dgate', clientId: '600000000', storeKey: STORE_KEY, siteUrl: 'http://localhost:3000' },
      jobs: { send: async () => void mailsQueued++ },
    });
    const amount = Number(pack.prix).toFixed(2);
    const bodyOf = (oid: string) => {
      const fields: Record<string, string> = {
        oid,
        amount,
        ProcReturnCode: '00',
        Response: 'Approved',
        TransId: `T${oid}`,
        currency: '504',
        mdStatus: '1',
        clientid: '600000000',
      };
      return new URLSearchParams({ ...fields, HASH: cmiHash(fields, STORE_KEY) }).toString();
    };
    // Each order once, then replays of random orders; shuffled.
    const sequence = [
      ...orders.map((o) => o.oid),
      ...Array.from({ length: Math.max(0, CALLBACKS - orders.length) }, () => orders[Math.floor(Math.random() * orders.length)]!.oid),
    ];
    for (let i = sequence.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [sequence[i], sequence[j]] = [sequence[j]!, sequence[i]!];
    }

    const latencies: number[] = [];
    const answers = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < sequence.length) {
          const oid = sequence[next++]!;
          const t = performance.now();
          const response = await app.request('/api/v1/payment/cmi/callback', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: bodyOf(oid),
          });
          const text = await response.text();
          latencies.push(performance.now() - t);
          answers.set(text, (answers.get(text) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);

    const [{ paid }] = (await raw.query<{ paid: number }>(`select count(*)::int as paid from paiement where oid like $1 || '%' and etat = 'payee'`, [run]))
      .rows as [{ paid: number }];
    const [{ active }] = (
      await raw.query<{ active: number }>(`select count(*)::int as active from sponsoring where idutilisateur = $1 and etat_sponsoring = 'active'`, [payer])
    ).rows as [{ active: number }];
    const p95 = percentile(latencies, 95);
    console.log(`
| mesure | résultat | cible |
| --- | --- | --- |
| callbacks (${orders.length} commandes, ${sequence.length - orders.length} rejeux, ${CONCURRENCY} à la fois) | p50 ${percentile(latencies, 50).toFixed(1)} ms / p95 ${p95.toFixed(1)} ms / p99 ${percentile(latencies, 99).toFixed(1)} ms, ${(sequence.length / seconds).toFixed(0)} req/s | p95 ≤ 20 ms ${p95 <= 20 ? '✓' : '✗'} |
| réponses | ${[...answers].map(([text, n]) => `${text} × ${n}`).join(', ')} | toutes ACTION=POSTAUTH |
| paiements appliqués | ${paid} | ${orders.length} ${paid === orders.length ? '✓' : '✗'} |
| sponsorings démarrés | ${active} | ${orders.length} ${active === orders.length ? '✓' : '✗'} |
| mails de confirmation mis en file | ${mailsQueued} | ${orders.length} ${mailsQueued === orders.length ? '✓' : '✗'} |
`);
    console.log(
      `Database: ${(700_000 + 300_000).toLocaleString('fr-FR')} listings (bench:api's). Each latency is one callback through v1 in-process, from the request to its answer.`,
    );
    if (paid !== orders.length || active !== orders.length || mailsQueued !== orders.length || p95 > 20) process.exitCode = 1;
  } finally {
    // The run's rows go (sponsorings and payments with their listings and payer).
    await raw.query(`delete from paiement where oid like $1 || '%'`, [run]).catch(() => undefined);
    await raw.query(`delete from utilisateur where uid = $1`, [`bench-payer-${run}`]).catch(() => undefined);
    await raw.end();
    await database.close();
    await benchDatabase.close();
  }
}

runBenchmark(main);
