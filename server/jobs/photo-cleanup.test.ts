/**
 * Unused uploads go after a day, file and record; photos a listing took stay; the job queue
 * (pg-boss on the test database) runs the cleanup when the job is sent, and a push job for a
 * guest reaches the guest's devices.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { insertUser } from '@/test/fixtures';
import { photoUpload, pushToken } from '../db/schema';
import { localFileStore } from '../storage/files';
import { removeUnusedPhotos, UNUSED_PHOTO_TTL_MS } from './photo-cleanup';
import { journalPushSender, type PushSender } from '../push/sender';
import { noticesIn } from '../notices/notices';
import { JOBS, sendingFor } from './names';
import { startJobQueue } from './queue';
import { fileMailer } from '../mail/mailer';

let database: TestDatabase;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-cleanup-'));
const files = localFileStore(root);
const log = pino({ level: 'silent' });
let owner: number;

async function upload(name: string, ageMs: number) {
  const chemin = `photos/${owner}/${name}.webp`;
  await files.put(chemin, Buffer.from('photo'), 'image/webp');
  await database.db.insert(photoUpload).values({ chemin, idutilisateur: owner, date_ajout: new Date(Date.now() - ageMs) });
  return chemin;
}
const exists = (chemin: string) => fs.existsSync(path.join(root, chemin));
const recorded = async (chemin: string) => (await database.db.select().from(photoUpload).where(eq(photoUpload.chemin, chemin))).length === 1;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = (await insertUser(database.db)).idutilisateur;
});

afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('removeUnusedPhotos', () => {
  it('deletes uploads older than a day, keeps the recent ones', async () => {
    const old = await upload('ancienne', UNUSED_PHOTO_TTL_MS + 60_000);
    const recent = await upload('recente', UNUSED_PHOTO_TTL_MS - 60_000);
    expect(await removeUnusedPhotos(database.db, files, log)).toBe(1);
    expect([exists(old), await recorded(old)]).toEqual([false, false]);
    expect([exists(recent), await recorded(recent)]).toEqual([true, true]);
  });

  it('a file that cannot be deleted keeps its record for the next run', async () => {
    const stuck = await upload('bloquee', UNUSED_PHOTO_TTL_MS + 60_000);
    const failing = { ...files, remove: async () => Promise.reject(new Error('disque en lecture seule')) };
    expect(await removeUnusedPhotos(database.db, failing, log)).toBe(0);
    expect(await recorded(stuck)).toBe(true);
    expect(await removeUnusedPhotos(database.db, files, log)).toBe(1);
  });
});

describe('the job queue', () => {
  it('runs the cleanup when its job is sent', async () => {
    const old = await upload('par-la-file', UNUSED_PHOTO_TTL_MS + 60_000);
    const queue = await startJobQueue(database.url, {
      db: database.db,
      files,
      log,
      mailer: fileMailer(root, 'test@motomaroc.ma'),
      push: journalPushSender,
      siteUrl: 'http://localhost:3000',
      salesEmail: 'ventes@test.ma',
    });
    try {
      await queue.send(JOBS.unusedPhotos);
      await expect.poll(() => exists(old), { timeout: 20_000, interval: 250 }).toBe(false);
    } finally {
      await queue.stop();
    }
  }, 40_000);

  it('a job sent twice with the same key is queued once', async () => {
    const queue = await startJobQueue(
      database.url,
      {
        db: database.db,
        files,
        log,
        mailer: fileMailer(root, 'test@motomaroc.ma'),
        push: journalPushSender,
        siteUrl: 'http://localhost:3000',
        salesEmail: 'ventes@test.ma',
      },
      { workers: false },
    );
    try {
      await queue.send(JOBS.paymentConfirmation, { oid: 'MMCLE1' }, 'MMCLE1');
      await queue.send(JOBS.paymentConfirmation, { oid: 'MMCLE1' }, 'MMCLE1');
      await queue.send(JOBS.paymentConfirmation, { oid: 'MMCLE2' }, 'MMCLE2');
      const rows = await database.pool.query(`select data->>'oid' as oid from pgboss.job where name = $1 order by 1`, [JOBS.paymentConfirmation]);
      expect(rows.rows.map((r) => r.oid)).toEqual(['MMCLE1', 'MMCLE2']);
    } finally {
      await queue.stop();
    }
  }, 40_000);

  it('a job queued by a request logs a line with that request’s id when it has run, and not its data', async () => {
    const lines: string[] = [];
    const queue = await startJobQueue(database.url, {
      db: database.db,
      files,
      log: pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }),
      mailer: fileMailer(root, 'test@motomaroc.ma'),
      push: journalPushSender,
      siteUrl: 'http://localhost:3000',
      salesEmail: 'ventes@test.ma',
    });
    try {
      await sendingFor(queue, 'req-job-line-1234').send(JOBS.sponsoringQuestion, { email: 'acheteur@test.ma', subject: 'Un pack', message: 'Combien ?' });
      await expect
        .poll(() => lines.map((line) => JSON.parse(line) as { msg: string; reqIds?: string[] }).find((line) => line.msg === 'job' && line.reqIds?.length), {
          timeout: 20_000,
          interval: 250,
        })
        .toMatchObject({ job: JOBS.sponsoringQuestion, reqIds: ['req-job-line-1234'] });
      expect(lines.join('\n')).not.toContain('acheteur@test.ma');
    } finally {
      await queue.stop();
    }
  }, 40_000);

  it('delivers a push job meant for a guest to that guest’s devices', async () => {
    const guestId = `guest-queue-${Date.now().toString(36)}`;
    await database.db.insert(pushToken).values({ token: `${guestId}-phone`, guest_id: guestId });
    const reached: string[][] = [];
    const push: PushSender = { name: 'journal', send: async (tokens) => (reached.push(tokens), tokens.map((token) => ({ token, ok: true }))) };
    const queue = await startJobQueue(database.url, {
      db: database.db,
      files,
      log,
      mailer: fileMailer(root, 'test@motomaroc.ma'),
      push,
      siteUrl: 'http://localhost:3000',
      salesEmail: 'ventes@test.ma',
    });
    try {
      const content = noticesIn('fr').priceDropPush({ titre: 'Honda CB500F', avant: 50_000, apres: 45_000, path: '/annonce/detail-moto/Honda-CB500F/9' });
      await queue.send(JOBS.push, { guestId, content });
      await expect.poll(() => reached, { timeout: 20_000, interval: 250 }).toEqual([[`${guestId}-phone`]]);
    } finally {
      await queue.stop();
    }
  }, 40_000);
});
