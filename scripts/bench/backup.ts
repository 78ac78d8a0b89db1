/**
 * npm run bench:backup — backups at 1,000,000 listings, on the bench database of bench:api (loaded
 * once and reused), with its server started again archiving its WAL into DATA_DIR/bench/backups.
 *
 *  1. a base backup while writes go on: time, data and archive sizes;
 *  2. --minutes of writes (default 4) at --rate transactions a second (default 20: a listing
 *     posted, a price changed, a view counted, each with its indexes), with the WAL archived per
 *     hour at that rate;
 *  3. a restore to a point in time in the middle of those writes, into a scratch folder: time
 *     (target ≤ 5 min), and that it holds exactly the writes committed before that time;
 *  4. PostgreSQL killed with SIGKILL while writing, then a restore to the latest archived point:
 *     the seconds of acknowledged writes lost (target ≤ 60 s).
 *
 * Every figure is printed; nothing is asserted but the restores' contents.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { takeBaseBackup } from '../../server/backup/base-backup';
import { uploadsFolder } from '../../server/backup/photos';
import { localBackupStore } from '../../server/backup/store';
import { archiveSettings } from '../../server/backup/wal';
import { reloadEnv } from '../../server/env';
import { EmbeddedPostgres } from '../lib/embedded-postgres';
import { delay, freePort } from '../lib/processes';
import { restoreBackup } from '../lib/restore';
import { openBenchDatabase } from './bench-database';

const argument = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const MINUTES = argument('minutes', 4);
const RATE = argument('rate', 20);
const say = (message: string) => console.log(`[bench] ${message}`);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await fsp.readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? await folderBytes(full) : (await fsp.stat(full)).size;
  }
  return total;
}

/** Writes at `rate` a second until stopped; each write's commit time is kept once acknowledged. */
function startWriter(url: string, rate: number) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  const acknowledged: Date[] = [];
  let running = true;
  let failures = 0;
  const loop = (async () => {
    const period = 1000 / rate;
    for (let next = Date.now(); running; next += period) {
      const wait = next - Date.now();
      if (wait > 0) await delay(wait);
      try {
        // Ids drawn here: random() in the query would be drawn per row, and scan the table.
        const [posted, priced] = [1 + Math.floor(Math.random() * 600_000), 1 + Math.floor(Math.random() * 600_000)];
        const { rows } = await pool.query<{ at: Date }>(
          `with posted as (
             insert into annonce_moto (idutilisateur, titre, prix, marque, modele, model, kilometrage, cylindre, ville, photos, etat, date_publication, description)
             select idutilisateur, 'Bench sauvegarde ' || clock_timestamp(), prix, marque, modele, model, kilometrage, cylindre, ville, photos, 'publiee', now(), repeat('Très bon état, entretien suivi. ', 20)
             from annonce_moto where idannonce_moto = $1 returning idannonce_moto),
           priced as (update annonce_moto set prix = prix + 1 where idannonce_moto = $2 returning 1)
           insert into bench_backup_write (at) values (clock_timestamp()) returning at`,
          [posted, priced],
        );
        if (rows[0]) acknowledged.push(rows[0].at);
      } catch {
        failures++;
        if (!running) break;
        await delay(200);
      }
    }
  })();
  return {
    acknowledged,
    failures: () => failures,
    async stop() {
      running = false;
      await loop;
      await pool.end().catch(() => undefined);
    },
  };
}

async function main() {
  const config = reloadEnv();
  const bench = await openBenchDatabase(config, { motos: 700_000, equipements: 300_000, reload: process.argv.includes('--reload'), say });
  await bench.close();
  if (config.DATABASE_URL) throw new Error('bench:backup backs up the embedded server: unset DATABASE_URL.');

  const dataDir = path.join(config.dataDir, 'bench', 'postgres');
  const backupDir = path.join(config.dataDir, 'bench', 'backups');
  const walDir = path.join(backupDir, 'wal');
  await fsp.rm(backupDir, { recursive: true, force: true });
  const scratch = await fsp.mkdtemp(path.join(os.tmpdir(), 'motomaroc-bench-restore-'));
  await fsp.chmod(scratch, 0o755);
  const store = localBackupStore(backupDir);
  const settings = { shared_buffers: '512MB', max_wal_size: '4GB', effective_cache_size: '4GB', ...archiveSettings(walDir) };
  let server = new EmbeddedPostgres({ dataDir, port: await freePort(), settings, serverFolders: [walDir], log: say });
  await server.start();
  const url = server.url('motomaroc_bench');
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  await setup.query('create table if not exists bench_backup_write (id bigint generated always as identity primary key, at timestamptz not null)');
  await setup.query('truncate bench_backup_write');
  const { rows: sizes } = await setup.query<{ listings: string; bytes: string }>(
    `select (select count(*) from annonce_moto) + (select count(*) from annonce_equipement) as listings, pg_database_size(current_database()) as bytes`,
  );
  await setup.end();
  say(`${Number(sizes[0]!.listings).toLocaleString('fr-FR')} listings, database ${mb(Number(sizes[0]!.bytes))}, data folder ${mb(await folderBytes(dataDir))}`);

  try {
    // 1. The base backup, with the writes going on.
    let writer = startWriter(url, RATE);
    const backupStarted = Date.now();
    const manifest = await takeBaseBackup({
      databaseUrl: server.url('postgres'),
      dataDir,
      passwordFile: `${dataDir}.password`,
      store,
      photos: uploadsFolder(path.join(scratch, 'no-photos')),
      workDir: path.join(backupDir, 'tmp'),
    });
    const backupSeconds = (Date.now() - backupStarted) / 1000;
    say(`base backup: ${backupSeconds.toFixed(1)} s, ${mb(manifest.dataBytes)} of data → ${mb(manifest.archiveBytes)} archive (read back by checksum)`);

    // 2. Writes for a while; the WAL they archive.
    const walBefore = await folderBytes(walDir);
    const loadStarted = Date.now();
    await delay((MINUTES * 60_000) / 2);
    const middle = new Date();
    await delay((MINUTES * 60_000) / 2);
    await writer.stop();
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    // What the load wrote is archived within archive_timeout: wait for it.
    await delay(65_000);
    const walBytes = (await folderBytes(walDir)) - walBefore;
    const segments = (await fsp.readdir(walDir)).filter((name) => /^[0-9A-F]{24}\.gz$/.test(name)).length;
    const committedByMiddle = writer.acknowledged.filter((at) => at <= middle).length;
    say(
      `writes: ${writer.acknowledged.length} transactions in ${loadSeconds.toFixed(0)} s (${(writer.acknowledged.length / loadSeconds).toFixed(1)}/s, ${writer.failures()} failed); ` +
        `WAL archived ${mb(walBytes)} compressed → ${mb((walBytes * 3600) / (loadSeconds + 65))} an hour at this rate (${segments} segments so far)`,
    );

    // 3. A point in time in the middle of the writes.
    const pitrStarted = Date.now();
    await restoreBackup({ store, target: { time: middle }, dataDir: path.join(scratch, 'pitr'), database: 'motomaroc_bench' });
    const pitrSeconds = (Date.now() - pitrStarted) / 1000;
    const restoredWrites = await countWrites(path.join(scratch, 'pitr'));
    say(
      `restore to ${middle.toISOString()}: ${pitrSeconds.toFixed(1)} s (target ≤ 300 s); ${restoredWrites.count} writes there, ${committedByMiddle} acknowledged by then ${restoredWrites.count === committedByMiddle ? '(exactly those)' : '(MISMATCH)'}`,
    );
    await fsp.rm(path.join(scratch, 'pitr'), { recursive: true, force: true });

    // 4. SIGKILL while writing, then the latest point.
    writer = startWriter(url, RATE);
    await delay(90_000);
    const pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGKILL');
    const killedAt = new Date();
    await writer.stop();
    const lastAcknowledged = writer.acknowledged[writer.acknowledged.length - 1]!;
    const latest = await restoreBackup({ store, target: { latest: true }, dataDir: path.join(scratch, 'latest'), database: 'motomaroc_bench' });
    const afterKill = await countWrites(path.join(scratch, 'latest'));
    const lostSeconds = afterKill.newest ? (lastAcknowledged.getTime() - afterKill.newest.getTime()) / 1000 : Infinity;
    const lostWrites = writer.acknowledged.filter((at) => !afterKill.newest || at > afterKill.newest).length;
    say(
      `SIGKILL at ${killedAt.toISOString()}, last write acknowledged ${lastAcknowledged.toISOString()}; restore to the latest point: ${latest.seconds.toFixed(1)} s, ` +
        `newest write restored ${afterKill.newest?.toISOString() ?? 'none'}: ${lostSeconds.toFixed(1)} s of writes lost (${lostWrites} transactions; target ≤ 60 s)`,
    );
    // The killed server is started again as the site would (crash recovery from its own WAL).
    server = new EmbeddedPostgres({ dataDir, port: await freePort(), settings, serverFolders: [walDir], log: say });
    await server.start();
    console.log('\n| figure | value | target |\n| --- | --- | --- |');
    console.log(`| base backup of ${mb(manifest.dataBytes)} | ${backupSeconds.toFixed(0)} s, ${mb(manifest.archiveBytes)} | |`);
    console.log(`| WAL archived at ${RATE} writes/s | ${mb((walBytes * 3600) / (loadSeconds + 65))} an hour | |`);
    console.log(`| restore to a point in time | ${pitrSeconds.toFixed(0)} s | ≤ 300 s |`);
    console.log(`| writes lost on SIGKILL, restored to the latest point | ${lostSeconds.toFixed(0)} s | ≤ 60 s |`);
  } finally {
    await server.stop().catch(() => undefined);
    await fsp.rm(scratch, { recursive: true, force: true });
  }
}

/** Starts the restored cluster (it was left stopped) to read what it holds of the bench writes. */
async function countWrites(dataDir: string): Promise<{ count: number; newest: Date | null }> {
  const restored = new EmbeddedPostgres({ dataDir, port: await freePort() });
  await restored.start();
  try {
    const client = restored.client('motomaroc_bench');
    await client.connect();
    const { rows } = await client.query<{ count: string; newest: Date | null }>('select count(*) as count, max(at) as newest from bench_backup_write');
    await client.end();
    return { count: Number(rows[0]!.count), newest: rows[0]!.newest };
  } finally {
    await restored.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
