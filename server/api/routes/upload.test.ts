/**
 * POST upload/photo with real files made here: who may send, what is kept (upright, no metadata,
 * 2048 px at most), what is refused (not a picture, too heavy, a decompression bomb, truncated).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES } from '@/lib/uploads';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertShop, insertUser, type TestApp } from '@/test/fixtures';
import { env } from '../../env';
import { photoUpload } from '../../db/schema';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
const tokens: Record<'particulier' | 'boutique' | 'admin' | 'noRow', string> = {} as never;
const ids: Record<'particulier' | 'boutique', number> = {} as never;

function upload(photo: Blob | string | null, token?: string) {
  const form = new FormData();
  if (typeof photo === 'string') form.set('photo', photo);
  else if (photo !== null) form.set('photo', photo, 'photo.jpg');
  return getJson(app, '/upload/photo', { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {}, body: form });
}

const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1a6' } }).jpeg({ quality: 90 });
const stored = (relative: string) => path.join(env().uploadsDir, relative);

/** CRC-32 of PNG chunks (node:zlib has none before Node 22). */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A 20,000 × 20,000 PNG in a few dozen bytes: decoding it would need 1.2 GB. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0, 0, 0, 1, 0, 1])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const make = async (key: 'particulier' | 'boutique' | 'admin', phone: string) => {
    const uid = `up-${key}-${run}`;
    const email = `up-${key}-${run}@test.ma`;
    const row =
      key === 'boutique'
        ? await insertShop(database.db, { uid, email, telephone: phone })
        : await insertUser(database.db, { uid, email, role: key, telephone: phone });
    if (key !== 'admin') ids[key] = row.idutilisateur;
    tokens[key] = await emulatorIdToken(uid, email);
  };
  await make('particulier', '+212662000001');
  await make('boutique', '+212662000002');
  await make('admin', '+212662000003');
  tokens.noRow = await emulatorIdToken(`up-norow-${run}`, `up-norow-${run}@test.ma`);
});

afterAll(async () => {
  await database.close();
});

describe('POST upload/photo: who may send', () => {
  it('anonymous or a bad token: 401; an unfinished sign-up: 403; an admin may (ads, shop logos)', async () => {
    const photo = new Blob([await jpeg(100, 100).toBuffer()], { type: 'image/jpeg' });
    for (const token of [undefined, 'not-a-token']) expect((await upload(photo, token)).status).toBe(401);
    expect((await upload(photo, tokens.admin)).status).toBe(201);
    for (const token of [tokens.noRow]) {
      const { status, body } = await upload(photo, token);
      expect(status).toBe(403);
      expect(body.error).toEqual(expect.any(String));
    }
  });

  it('a particulier and a shop: 201, and the photo is remembered as theirs', async () => {
    for (const key of ['particulier', 'boutique'] as const) {
      const { status, body } = await upload(new Blob([await jpeg(300, 200).toBuffer()], { type: 'image/jpeg' }), tokens[key]);
      expect(status).toBe(201);
      expect(body.path).toMatch(new RegExp(`^photos/${ids[key]}/[\\w-]+\\.webp$`));
      expect(fs.existsSync(stored(body.path))).toBe(true);
      const [row] = await database.db.select().from(photoUpload).where(eq(photoUpload.chemin, body.path));
      expect(row?.idutilisateur).toBe(ids[key]);
    }
  });
});

describe('POST upload/photo: what is kept', () => {
  it('a phone JPEG with GPS and orientation 6 is stored upright, without any metadata', async () => {
    const original = await jpeg(400, 200)
      .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Phone'))).toBe(true);

    const { status, body } = await upload(new Blob([original]), tokens.particulier);
    expect(status).toBe(201);
    const after = await sharp(stored(body.path)).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 200, height: 400 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
  });

  it('a PNG is accepted, and a big photo is reduced to 2048 px on its long side', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(new Blob([png], { type: 'image/png' }), tokens.boutique);
    expect(status).toBe(201);
    expect(await sharp(stored(body.path)).metadata()).toMatchObject({ width: 2048, height: 683 });
  });
});

describe('POST upload/photo: what is refused, with nothing stored', () => {
  const refused = async (photo: Blob | string | null, message: string) => {
    const before = await database.db.select().from(photoUpload);
    const { status, body } = await upload(photo, tokens.particulier);
    expect(status).toBe(400);
    expect(body.error).toBe(message);
    // The picture's own code, not the generic one of a malformed request.
    expect(body.code).toMatch(/^picture\./);
    expect(await database.db.select().from(photoUpload)).toHaveLength(before.length);
  };

  it('a text file named .jpg', async () => {
    await refused(new Blob(['Bonjour, ceci n’est pas une photo.'], { type: 'image/jpeg' }), PICTURE_MESSAGES.notPicture);
  });

  it('a file over 15 MB', async () => {
    await refused(new Blob([Buffer.alloc(15.5 * 1024 * 1024, 1)], { type: 'image/jpeg' }), PICTURE_MESSAGES.tooLarge);
  });

  it('a 30 MB body is refused unread, by its declared length or as it streams, before anything else', async () => {
    const huge = new FormData();
    huge.set('photo', new Blob([Buffer.alloc(30 * 1024 * 1024, 1)], { type: 'image/jpeg' }), 'photo.jpg');
    const declared = await getJson(app, '/upload/photo', { method: 'POST', headers: { authorization: `Bearer ${tokens.particulier}` }, body: huge });
    expect(declared).toMatchObject({ status: 413, body: { error: PICTURE_MESSAGES.bodyTooLarge } });
    // Anonymous: refused for its size before its token is even looked at.
    expect((await getJson(app, '/upload/photo', { method: 'POST', body: huge })).status).toBe(413);
    // No Content-Length: counted as it arrives, and stopped past the limit.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 30) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await getJson(app, '/upload/photo', {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.particulier}`, 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed).toMatchObject({ status: 413, body: { error: PICTURE_MESSAGES.bodyTooLarge } });
    expect(sent).toBeLessThan(30);
  });

  it('a 20,000 × 20,000 PNG, refused from its header without decoding it', async () => {
    // tooManyPixels is only said from the header check; a decode would have failed otherwise.
    await refused(new Blob([Uint8Array.from(decompressionBomb())], { type: 'image/png' }), PICTURE_MESSAGES.tooManyPixels);
  });

  it('a truncated JPEG', async () => {
    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    await refused(new Blob([Uint8Array.from(whole.subarray(0, Math.floor(whole.length / 2)))], { type: 'image/jpeg' }), PICTURE_MESSAGES.notPicture);
  });

  it('no file, or a text field instead of a file', async () => {
    await refused(null, PICTURE_MESSAGES.empty);
    await refused('photo.jpg', PICTURE_MESSAGES.empty);
  });
});
