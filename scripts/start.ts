/**
 * `npm start` (production server) and `npm run dev` (Next dev server): starts what the app needs
 * and the app itself, and stops everything on Ctrl-C or SIGTERM.
 *
 *  - PostgreSQL: DATABASE_URL, or the embedded server with its data in DATA_DIR/postgres;
 *    migrations applied, demo data seeded into an empty database.
 *  - Firebase Auth: the emulator for a demo- project (with the demo accounts), else the real
 *    project.
 *  - Card payments: the CMI simulator on CMI_SIMULATOR_PORT, unless CMI_GATEWAY_URL names a gateway.
 *  - Next: `next start` or `next dev` on PORT, with the resulting settings in its environment.
 *
 * PostgreSQL, the emulator and Next are started again when they exit unexpectedly (supervise.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import nextEnv from '@next/env';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed/demo-users';
import { EnvError, reloadEnv, type Env } from '../server/env';
import { AuthEmulator } from './lib/auth-emulator';
import { createCmiSimulator } from './lib/cmi-simulator';
import { EmbeddedPostgres } from './lib/embedded-postgres';
import { forgedSignInRefusal, listenAddress } from './lib/forged-sign-in';
import { NextServer } from './lib/next-server';
import { stopLeftover } from './lib/pid-file';
import { isPortFree } from './lib/processes';
import { supervise } from './lib/supervise';
import { prepareDatabase } from './lib/prepare-database';
import { startBackupSchedule } from './lib/backup-schedule';
import { photoBucket, uploadsFolder } from '../server/backup/photos';
import { backupStoreFor } from '../server/backup/store';
import { archiveSettings } from '../server/backup/wal';
import { s3SettingsFor } from '../server/storage/files';

const dev = process.argv.includes('--dev');
const say = (message: string) => console.log(`[motomaroc] ${message}`);

nextEnv.loadEnvConfig(process.cwd(), dev, { info: () => undefined, error: console.error });

let config: Env;
try {
  config = reloadEnv();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
const refusal = forgedSignInRefusal(config, process.env);
if (refusal) {
  console.error(`[motomaroc] ${refusal}`);
  process.exit(1);
}

let postgres: EmbeddedPostgres | undefined;
let emulator: AuthEmulator | undefined;
let next: NextServer | undefined;
let cmiSimulator: ReturnType<typeof createCmiSimulator> | undefined;
let backups: ReturnType<typeof startBackupSchedule> | undefined;
let stopping: Promise<void> | undefined;
/** which Next this start runs, for the next start if this one is killed (lib/pid-file.ts) */
const nextPidFile = path.join(config.dataDir, 'next.pid');

/** The start in progress; settled once everything runs, or once it has given up. */
let started = false;

/** Thrown by the start in progress at its next step once a stop is asked for. */
class StopAsked extends Error {}
function stillStarting(): void {
  if (stopping) throw new StopAsked('stop asked during the start');
}

/**
 * Stops what was started, app first (it holds the connections), database last. A stop asked
 * during the start waits for the step in progress (its processes are spawned and known by then),
 * so that nothing is started after it and left running.
 */
function stopAll(exitCode: number): Promise<void> {
  stopping ??= (async () => {
    await startup?.catch(() => undefined);
    if (next) await next.stop();
    if (backups) await backups.stop();
    if (cmiSimulator) await cmiSimulator.close();
    if (emulator) await emulator.stop();
    if (postgres) await postgres.stop();
    say('stopped.');
    process.exit(exitCode);
  })();
  return stopping;
}

/** A supervised service that cannot be kept up: say why, and stop (a person must look). */
function giveUp(reason: string) {
  console.error(`[motomaroc] ${reason}. Stopping.`);
  void stopAll(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    say(`${signal}: stopping${started ? '' : ' once the start step in progress is done'}…`);
    void stopAll(0);
  });
}

async function main() {
  const startedAt = Date.now();
  // A Next left running by a start script that was killed holds the port: stopped first.
  await stopLeftover(nextPidFile, 'a Next server', say);
  if (!(await isPortFree(config.PORT, '0.0.0.0'))) {
    throw new Error(`Port ${config.PORT} is already in use (another npm start?). Stop it, or set PORT.`);
  }

  const buildId = path.join(process.cwd(), '.next', 'BUILD_ID');
  if (!dev && !fs.existsSync(buildId)) {
    throw new Error('No production build: run `npm run build` first (or `npm run dev` for the dev server).');
  }

  // Next's telemetry would call home from every start; the machines we run on are often offline.
  const childEnv: NodeJS.ProcessEnv = { NEXT_TELEMETRY_DISABLED: '1', ...process.env, PORT: String(config.PORT) };

  // The database and the emulator start side by side.
  const databaseReady = (async () => {
    if (config.DATABASE_URL) {
      say(`PostgreSQL: using DATABASE_URL (${new URL(config.DATABASE_URL).host}); its backups are its host's (docs/operations.md § Backups)`);
      // The site takes no backup of a server it does not run; the back office says so.
      childEnv.BACKUPS = 'off';
      return config.DATABASE_URL;
    }
    // Backups: every WAL segment archived (within a minute), a base backup daily (lib/backup-schedule.ts).
    const walDir = path.join(config.backupDir, 'wal');
    postgres = new EmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'postgres'),
      port: config.EMBEDDED_PG_PORT,
      log: (line) => say(`PostgreSQL: ${line}`),
      ...(config.BACKUPS === 'on' ? { settings: archiveSettings(walDir), serverFolders: [walDir] } : {}),
    });
    await postgres.start();
    // Started again if it dies; the site answers 503 meanwhile.
    supervise('PostgreSQL', postgres, { say, stopping: () => Boolean(stopping), giveUp, logFile: postgres.logFile });
    await postgres.ensureDatabase('motomaroc');
    say(
      `PostgreSQL: embedded server (embedded-postgres) on 127.0.0.1:${config.EMBEDDED_PG_PORT}, data in ${path.relative(process.cwd(), path.join(config.dataDir, 'postgres')) || '.'}; set DATABASE_URL to use another PostgreSQL`,
    );
    if (config.BACKUPS === 'on') {
      const server = postgres;
      const store = backupStoreFor(config);
      backups = startBackupSchedule({
        store,
        databaseUrl: () => server.url('postgres'),
        dataDir: path.join(config.dataDir, 'postgres'),
        passwordFile: `${path.join(config.dataDir, 'postgres')}.password`,
        walDir,
        photos: config.S3_BUCKET ? photoBucket(s3SettingsFor(config, config.S3_BUCKET)) : uploadsFolder(config.uploadsDir),
        retention: { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY },
        say: (line) => say(`Backups: ${line}`),
        serverUp: () => server.running,
      });
      say(`Backups: WAL archived continuously and a base backup daily, with the photos, in ${store.where} (BACKUPS=off to stop them)`);
    } else {
      say('Backups: off (BACKUPS=off)');
    }
    return postgres.url('motomaroc');
  })();

  const authReady = (async () => {
    if (config.FIREBASE_AUTH_EMULATOR_HOST) {
      say(`Firebase Auth: emulator at ${config.FIREBASE_AUTH_EMULATOR_HOST} (FIREBASE_AUTH_EMULATOR_HOST)`);
      return config.FIREBASE_AUTH_EMULATOR_HOST;
    }
    if (!config.firebaseUsesEmulator) {
      say(`Firebase Auth: project ${config.FIREBASE_PROJECT_ID}`);
      return undefined;
    }
    emulator = new AuthEmulator({
      projectId: config.FIREBASE_PROJECT_ID,
      port: config.FIREBASE_EMULATOR_PORT,
      workDir: path.join(config.dataDir, 'firebase'),
      persistent: true,
      log: (line) => say(`Firebase Auth: ${line}`),
    });
    await emulator.start();
    const demoAccounts = () =>
      emulator!.ensureUsers(DEMO_USERS.map((u) => ({ uid: u.uid, email: u.email, password: DEMO_PASSWORD, displayName: `${u.prenom} ${u.nom}` })));
    // Killed, it could not export its accounts: the demo ones are put back when it runs again.
    supervise('The Auth emulator', emulator, {
      say,
      stopping: () => Boolean(stopping),
      giveUp,
      logFile: emulator.logFile,
      restarted: async () => void (await demoAccounts()),
    });
    const created = await demoAccounts();
    say(
      `Firebase Auth: emulator (firebase-tools) for ${config.FIREBASE_PROJECT_ID} on ${emulator.host}${created ? `, ${created} demo accounts created` : ''}; set FIREBASE_PROJECT_ID to a real project to use Firebase`,
    );
    return emulator.host;
  })();

  const paymentsReady = (async () => {
    if (config.CMI_GATEWAY_URL) {
      say(`Card payments: CMI gateway ${new URL(config.CMI_GATEWAY_URL).host}`);
      return;
    }
    if (config.CMI_SIMULATOR_PORT === config.PORT) {
      throw new Error(`The CMI simulator and the site would both listen on port ${config.PORT}: set CMI_SIMULATOR_PORT to another port.`);
    }
    if (!(await isPortFree(config.CMI_SIMULATOR_PORT, '127.0.0.1'))) {
      throw new Error(`Port ${config.CMI_SIMULATOR_PORT} (CMI simulator) is already in use. Stop what uses it, or set CMI_SIMULATOR_PORT.`);
    }
    cmiSimulator = createCmiSimulator({ storeKey: config.CMI_STORE_KEY, clientId: config.CMI_CLIENT_ID, log: (line) => say(`CMI simulator: ${line}`) });
    await cmiSimulator.listen(config.CMI_SIMULATOR_PORT);
    say(
      `Card payments: CMI simulator on http://127.0.0.1:${config.CMI_SIMULATOR_PORT}/fim/est3Dgate (test card 4242 4242 4242 4242, 3-D Secure code 123456); set CMI_GATEWAY_URL for CMI`,
    );
  })();

  say(`Rate limits: a client is its connection's address; X-Forwarded-For is believed from ${config.TRUSTED_PROXIES.join(', ')} (TRUSTED_PROXIES)`);
  say(
    config.SMTP_URL
      ? `Mail: SMTP ${new URL(config.SMTP_URL).host}`
      : `Mail: written as .eml files in ${path.relative(process.cwd(), path.join(config.dataDir, 'mail')) || '.'} (set SMTP_URL to send them)`,
  );

  // All three settled before going on (or giving up): none is left starting behind a stop.
  await Promise.allSettled([databaseReady, authReady, paymentsReady]);
  const [databaseUrl, emulatorHost] = await Promise.all([databaseReady, authReady, paymentsReady]);
  stillStarting();
  childEnv.DATABASE_URL = databaseUrl;
  if (emulatorHost) childEnv.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;

  await prepareDatabase(databaseUrl, { uploadsDir: config.uploadsDir, say });
  stillStarting();

  const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
  // Idle keep-alive connections stay open 65 s, not Node's 5 s: longer than a load balancer's
  // usual 60 s, so that neither a proxy nor a client reuses a connection at the moment the server
  // closes it (that race answers ECONNRESET, or a 502 behind a proxy).
  const serverOptions = dev ? [] : ['--keepAliveTimeout', '65000'];
  // A young generation of 64 MiB per semi-space instead of 16: under load many renders are in
  // flight at once, and their temporaries outlived the small one, were promoted and had to be
  // collected by full collections. Measured with bench:soak (20 min): 8 % less CPU per request
  // (12.1 → 11.2 ms), 91 → 99 req/s, for 135 MiB more RSS.
  const nodeOptions = dev ? [] : ['--max-semi-space-size=64'];
  const listen = listenAddress(config, '0.0.0.0', 'The site');
  say(listen.line);
  if (listen.warning) console.warn(`[motomaroc] ${listen.warning}`);
  next = new NextServer({
    args: [...nodeOptions, nextBin, dev ? 'dev' : 'start', '--hostname', listen.hostname, '--port', String(config.PORT), ...serverOptions],
    env: childEnv,
    port: config.PORT,
    pidFile: nextPidFile,
  });
  say(`services ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, starting Next (${dev ? 'dev' : 'production'}) on http://localhost:${config.PORT}`);
  await next.start();
  stillStarting();
  // Killed (the OOM killer) or crashed, Next is started again like the database: the site is back
  // in seconds without a person, and a Next that keeps falling over stops everything with why.
  supervise('Next', next, { say, stopping: () => Boolean(stopping), giveUp });
}

const startup: Promise<void> = main().finally(() => (started = true));
startup.catch((error: unknown) => {
  if (error instanceof StopAsked) return; // the stop asked for goes on
  console.error(`[motomaroc] ${error instanceof Error ? error.message : String(error)}`);
  void stopAll(1);
});
