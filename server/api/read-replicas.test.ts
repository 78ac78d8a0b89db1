/**
 * DATABASE_READ_URLS: anonymous reads go to a read replica, writes and signed-in reads to the
 * primary. Two databases stand for the primary and a replica that lags behind it: the replica
 * has not yet seen a listing just posted, nor the new title of one just edited, so every answer
 * says where it was read.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, postJson, type TestApp } from '@/test/fixtures';
import { readThroughReplicas } from '../db/client';
import { annonceMoto } from '../db/schema';

describe('read replicas', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let app: TestApp;
  let token: string;
  let edited: number;
  let justPosted: number;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    app = createTestApp(primary.db, { publicReads: readThroughReplicas(primary.db, [replica.db]) });
    const uid = `replica-${randomUUID()}`;
    const email = `${uid}@test.ma`;
    // What both have, with the same ids, as replication gives them (both start from one template).
    const [seller, sellerCopy] = [await insertUser(primary.db, { uid, email }), await insertUser(replica.db, { uid, email })];
    expect(sellerCopy.idutilisateur).toBe(seller.idutilisateur);
    edited = (await insertMoto(primary.db, seller.idutilisateur, { titre: 'Honda CB500F révisée' })).idannonce_moto;
    expect((await insertMoto(replica.db, seller.idutilisateur, { titre: 'Honda CB500F' })).idannonce_moto).toBe(edited);
    // What only the primary has yet.
    justPosted = (await insertMoto(primary.db, seller.idutilisateur, { titre: 'Suzuki tout juste publiée' })).idannonce_moto;
    token = await emulatorIdToken(uid, email);
  });

  afterAll(async () => {
    await Promise.all([primary?.close(), replica?.close()]);
  });

  it('answers anonymous reads from the replica', async () => {
    expect((await getJson(app, `/moto/annonce/${edited}`)).body.titre).toBe('Honda CB500F');
    expect((await getJson(app, `/moto/annonce/${justPosted}`)).status).toBe(404);
    const list = await getJson<{ annonces: { idannonce_moto: number }[] }>(app, '/moto/annonce?limit=50');
    const ids = list.body.annonces.map((listing) => listing.idannonce_moto);
    expect(ids).toContain(edited);
    expect(ids).not.toContain(justPosted);
  });

  it('answers signed-in reads from the primary: a seller sees what they just posted and edited', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const mine = await getJson<{ annonces: { titre: string }[] }>(app, '/utilisateur/mes-annonces', { headers });
    expect(mine.status).toBe(200);
    expect(mine.body.annonces.map((listing) => listing.titre).sort()).toEqual(['Honda CB500F révisée', 'Suzuki tout juste publiée']);
    // A token on a public read too.
    expect((await getJson(app, `/moto/annonce/${justPosted}`, { headers })).status).toBe(200);
    expect((await getJson(app, `/moto/annonce/${edited}`, { headers })).body.titre).toBe('Honda CB500F révisée');
  });

  it('writes to the primary, even for anonymous callers', async () => {
    const views = async (db: TestDatabase) =>
      (await db.db.select({ vues: annonceMoto.vues }).from(annonceMoto).where(eq(annonceMoto.idannonce_moto, edited)))[0]!.vues;
    const before = { primary: await views(primary), replica: await views(replica) };
    expect((await postJson(app, `/moto/incrementer-vues/${edited}`, '')).status).toBe(200);
    expect(await views(primary)).toBe(before.primary + 1);
    expect(await views(replica)).toBe(before.replica);
  });

  it('is the primary itself without replicas', () => {
    expect(readThroughReplicas(primary.db, [])).toBe(primary.db);
  });
});
