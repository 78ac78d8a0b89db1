/**
 * GET /api/v1/admin/sauvegardes: admins only (the role matrix), what the store holds and what
 * PostgreSQL's archiver says, with the warnings an operator acts on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertShop, insertUser, type TestApp } from '@/test/fixtures';
import { BACKUP_FORMAT, baseKey, RESTORE_TEST_PREFIX, type BackupManifest } from '../../backup/catalogue';
import { localBackupStore } from '../../backup/store';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-backup-status-'));
const store = localBackupStore(folder);
let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'particulier' | 'boutique' | 'admin';
const tokens = {} as Record<Who, string>;

const status = (who?: Who, on = app) => getJson(on, '/admin/sauvegardes', { headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });

function backup(finished: Date): BackupManifest {
  const label = finished
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return {
    format: BACKUP_FORMAT,
    label,
    started: new Date(finished.getTime() - 60_000).toISOString(),
    finished: finished.toISOString(),
    serverVersion: '18.4',
    startLsn: '0/2000028',
    startWal: '000000010000000000000002',
    stopLsn: '0/2000100',
    stopWal: '000000010000000000000002',
    dataBytes: 40_000_000,
    archiveBytes: 6_000_000,
    sha256: 'x',
    photos: 12,
    photoBytes: 1000,
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db, { backups: store });
  for (const who of ['particulier', 'boutique', 'admin'] as const) {
    const uid = `bkp-${who}-${run}`;
    if (who === 'boutique') await insertShop(database.db, { uid, email: `${uid}@test.ma` });
    else await insertUser(database.db, { uid, email: `${uid}@test.ma`, role: who });
    tokens[who] = await emulatorIdToken(uid, `${uid}@test.ma`);
  }
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe('GET admin/sauvegardes', () => {
  it('answers admins only: 401 without a token, 403 to a particulier and a shop', async () => {
    expect((await status()).status).toBe(401);
    expect((await status('particulier')).status).toBe(403);
    expect((await status('boutique')).status).toBe(403);
    expect((await status('admin')).status).toBe(200);
  });

  it('says when there is no backup yet, and that this server does not archive its WAL', async () => {
    const { body } = await status('admin');
    expect(body).toMatchObject({ actives: true, emplacement: folder, nombre: 0, derniere: null, archivage: null, testRestauration: null });
    expect(body.alertes).toEqual([
      'Aucune sauvegarde n’a encore été faite.',
      'L’archivage des WAL est désactivé sur le serveur PostgreSQL : les écritures depuis la dernière sauvegarde seraient perdues.',
    ]);
  });

  it('shows the last backup, its age and size, and the last restore test; warns when it is over a day old or a test failed', async () => {
    const old = backup(new Date(Date.now() - 30 * 3_600_000));
    await store.putText(`${baseKey(old.label)}manifest.json`, JSON.stringify(old));
    const report = {
      at: new Date(Date.now() - 29 * 3_600_000).toISOString(),
      label: old.label,
      ok: true,
      seconds: 4.2,
      listings: 348,
      users: 27,
      payments: 11,
    };
    await store.putText(`${RESTORE_TEST_PREFIX}1.json`, JSON.stringify(report));
    let { body } = await status('admin');
    expect(body.nombre).toBe(1);
    expect(body.derniere).toMatchObject({ nom: old.label, terminee: old.finished, taille: 6_000_000, donnees: 40_000_000, photos: 12 });
    expect(body.derniere.ageHeures).toBeGreaterThan(29.9);
    expect(body.testRestauration).toEqual({ date: report.at, nom: old.label, ok: true, secondes: 4.2, annonces: 348, utilisateurs: 27, erreur: null });
    expect(body.alertes).toContain('La dernière sauvegarde date de plus d’un jour (30 h).');

    const recent = backup(new Date(Date.now() - 3_600_000));
    await store.putText(`${baseKey(recent.label)}manifest.json`, JSON.stringify(recent));
    await store.putText(
      `${RESTORE_TEST_PREFIX}2.json`,
      JSON.stringify({ at: new Date().toISOString(), label: recent.label, ok: false, seconds: 1, error: 'the archive is damaged' }),
    );
    ({ body } = await status('admin'));
    expect(body.nombre).toBe(2);
    expect(body.derniere.nom).toBe(recent.label);
    expect(body.alertes.filter((alert: string) => !alert.startsWith('L’archivage'))).toEqual([
      `Le dernier test de restauration (${recent.label}) a échoué : the archive is damaged.`,
    ]);
  });

  it('a site that takes no backups says so, with nothing to warn about', async () => {
    const without = createTestApp(database.db);
    const { status: code, body } = await status('admin', without);
    expect(code).toBe(200);
    expect(body).toEqual({ actives: false, emplacement: null, nombre: 0, derniere: null, archivage: null, testRestauration: null, alertes: [] });
  });
});
