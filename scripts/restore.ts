/**
 * `npm run restore`: puts the embedded PostgreSQL back as it was at a time, from the backups
 * (docs/operations.md § Backups and restoring). Stop the site first.
 *
 *   npm run restore -- --list
 *   npm run restore -- --to "2026-11-27 10:42"      (this machine's time; or ISO 8601 with an offset)
 *   npm run restore -- --latest                      (every archived write)
 *   npm run restore -- --backup 20261127T030012Z     (a base backup as it was taken)
 *
 * Into DATA_DIR/postgres by default, which must be empty unless --force (the folder is then moved
 * aside, never deleted); --data-dir restores elsewhere (the photos are then left alone).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import nextEnv from '@next/env';
import { listBackups } from '../server/backup/catalogue';
import { photoBucket, uploadsFolder } from '../server/backup/photos';
import { backupStoreFor } from '../server/backup/store';
import { archiveSettings } from '../server/backup/wal';
import { EnvError, reloadEnv } from '../server/env';
import { s3SettingsFor } from '../server/storage/files';
import { parseRestoreTime, restoreBackup, RestoreRefused, type RestoreTarget } from './lib/restore';

const say = (message: string) => console.log(`[restore] ${message}`);

async function main(): Promise<number> {
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const config = reloadEnv();
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      latest: { type: 'boolean' },
      backup: { type: 'string' },
      list: { type: 'boolean' },
      'data-dir': { type: 'string' },
      force: { type: 'boolean' },
    },
  });
  const store = backupStoreFor(config);
  if (values.list) {
    const backups = await listBackups(store);
    if (backups.length === 0) say(`no backup in ${store.where} yet`);
    for (const backup of backups) {
      say(`${backup.label}  restorable from ${backup.finished}  ${(backup.archiveBytes / 1e6).toFixed(1)} MB, ${backup.photos} photos`);
    }
    return 0;
  }
  const chosen = [values.to !== undefined, Boolean(values.latest), values.backup !== undefined].filter(Boolean).length;
  if (chosen !== 1) {
    console.error('Say what to restore, once: --to "2026-11-27 10:42", --latest or --backup <name> (--list shows the backups).');
    return 2;
  }
  const target: RestoreTarget = values.to !== undefined ? { time: parseRestoreTime(values.to) } : values.latest ? { latest: true } : { label: values.backup! };
  const siteFolder = path.join(config.dataDir, 'postgres');
  const dataDir = path.resolve(values['data-dir'] ?? siteFolder);
  const intoSite = dataDir === siteFolder;
  if (config.DATABASE_URL && intoSite) {
    say(
      `note: DATABASE_URL is set, so the site does not use ${siteFolder}; restoring there changes nothing the site reads (docs/operations.md, managed PostgreSQL)`,
    );
  }
  const report = await restoreBackup({
    store,
    target,
    dataDir,
    force: values.force,
    // Restored into the site's folder, the server archives the new timeline it starts, as the site's will.
    settings: intoSite && config.BACKUPS === 'on' ? archiveSettings(path.join(config.backupDir, 'wal')) : undefined,
    photos: intoSite ? (config.S3_BUCKET ? photoBucket(s3SettingsFor(config, config.S3_BUCKET)) : uploadsFolder(config.uploadsDir)) : undefined,
    log: say,
  });
  say(
    `restored ${dataDir} from the backup ${report.backup.label}, replayed up to ${report.restoredTo}: ` +
      `${report.listings} listings, ${report.users} users, ${report.payments} paid payments; ${report.photos} photos put back; ${report.seconds.toFixed(1)} s`,
  );
  if (report.movedAside) say(`what was in ${dataDir} before is in ${report.movedAside} (delete it once you are sure)`);
  if (intoSite) say('start the site again: npm start');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof RestoreRefused || error instanceof EnvError ? `[restore] ${error.message}` : error);
    process.exit(1);
  },
);
