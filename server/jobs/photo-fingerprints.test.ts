/**
 * Photos of listings uploaded before fingerprints existed get theirs from the file store: a scene
 * gets a fingerprint, a plain picture a row without one, a missing file and a seeded drawing
 * nothing; a second run finds nothing left.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { insertMoto, insertUser } from '@/test/fixtures';
import { scenePhoto } from '@/test/photos';
import { empreintePhoto } from '../db/schema';
import { localFileStore } from '../storage/files';
import { fingerprintOldPhotos } from './photo-fingerprints';

let database: TestDatabase;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-fingerprints-'));
const files = localFileStore(root);
const log = pino({ level: 'silent' });

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('old photos fingerprinted', () => {
  it('reads each listing photo once: a scene, a plain picture, a missing file, a seeded drawing', async () => {
    const owner = (await insertUser(database.db)).idutilisateur;
    const [scene, plain, missing, seeded] = [
      `photos/${owner}/scene.webp`,
      `photos/${owner}/plain.webp`,
      `photos/${owner}/missing.webp`,
      'demo/motos/sportive-rouge-rue-1.jpg',
    ];
    await files.put(
      scene,
      await sharp(await scenePhoto(3))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await files.put(
      plain,
      await sharp({ create: { width: 400, height: 300, channels: 3, background: '#222' } })
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await insertMoto(database.db, owner, { photos: [scene, plain, missing, seeded] });

    expect(await fingerprintOldPhotos(database.db, files, log)).toBe(2);
    const rows = await database.db
      .select({ chemin: empreintePhoto.chemin, empreinte: empreintePhoto.empreinte, q0: empreintePhoto.q0 })
      .from(empreintePhoto)
      .where(inArray(empreintePhoto.chemin, [scene, plain, missing, seeded]));
    expect(rows.find((row) => row.chemin === scene)).toMatchObject({ empreinte: expect.any(BigInt), q0: expect.any(Number) });
    expect(rows.find((row) => row.chemin === plain)).toEqual({ chemin: plain, empreinte: null, q0: null });
    expect(rows).toHaveLength(2);

    expect(await fingerprintOldPhotos(database.db, files, log)).toBe(0);
  });
});
