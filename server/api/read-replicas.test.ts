/**
 * DATABASE_READ_URLS: anonymous reads go to a read replica, writes and signed-in reads to the
 * primary. Two databases stand for the primary and a replica that lags behind it: the replica
 * has not yet seen a listing just posted, nor the new title of one just edited, so every answer
 * says where it was read. A replica that cannot be reached (nothing listening, or cut off by a
 * relay the test closes) leaves its reads to the primary and to the other replicas, then gets them
 * back once it answers again.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, postJson, type TestApp } from '@/test/fixtures';
import { freePort } from '@/scripts/lib/processes';
import { openDatabase, readThroughReplicas, type Database } from '../db/client';
import { annonceMoto, rechercheStat } from '../db/schema';

describe('read replicas', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let app: TestApp;
  let token: string;
  let edited: number;
  let justPosted: number;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    app = createTestApp(primary.db, { publicReads: readThroughReplicas(primary, [replica]) });
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
    // Totals too (raw SQL, which Drizzle would send to the primary).
    expect((await getJson(app, '/moto/annonce?marque=Suzuki')).body.total).toBe(0);
  });

  it('searches by words on the replica, and counts the search on the primary', async () => {
    expect((await getJson(app, '/moto/annonce?q=honda+cb500f')).body.annonces.map((listing: { titre: string }) => listing.titre)).toEqual(['Honda CB500F']);
    const everywhere = await getJson(app, '/recherche?q=suzuki');
    expect(everywhere.body.types.find((type: { type: string }) => type.type === 'moto').total).toBe(0);
    const counted = async (db: TestDatabase) => (await db.db.select().from(rechercheStat).where(eq(rechercheStat.requete, 'suzuki'))).length;
    // Counted in the background, after the answer.
    await vi.waitFor(async () => expect(await counted(primary)).toBe(1), { timeout: 10_000, interval: 20 });
    expect(await counted(replica)).toBe(0);
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
    expect(readThroughReplicas(primary, [])).toBe(primary.db);
  });

  describe('a replica that cannot be reached', () => {
    const opened: Database[] = [];
    const relays: Relay[] = [];
    afterAll(async () => {
      await Promise.all(relays.map((relay) => relay.cut()));
      await Promise.all(opened.map((database) => database.close()));
    });
    const open = (url: string) => {
      const database = openDatabase(url, { max: 2 });
      opened.push(database);
      return database;
    };
    const titleOf = async (reads: TestApp) => {
      const answer = await getJson(reads, `/moto/annonce/${edited}`);
      expect(answer.status).toBe(200);
      return answer.body.titre as string;
    };

    it('leaves its reads to the primary: visitors still get answers', async () => {
      const down = open(replica.url.replace(/:\d+\//, `:${await freePort()}/`));
      const reads = createTestApp(primary.db, { publicReads: readThroughReplicas(primary, [down]) });
      for (let i = 0; i < 3; i++) expect(await titleOf(reads)).toBe('Honda CB500F révisée');
      expect((await getJson(reads, `/moto/annonce/${justPosted}`)).status).toBe(200);
    });

    it('leaves its reads to the replicas that answer, not to the primary', async () => {
      const down = open(replica.url.replace(/:\d+\//, `:${await freePort()}/`));
      const reads = createTestApp(primary.db, { publicReads: readThroughReplicas(primary, [down, open(replica.url)]) });
      // Picked at random: once the dead one has been tried (its read answered by the primary)…
      let tried = false;
      for (let i = 0; i < 60 && !tried; i++) tried = (await titleOf(reads)) === 'Honda CB500F révisée';
      expect(tried).toBe(true);
      // …it rests, and every read goes to the live one.
      for (let i = 0; i < 20; i++) expect(await titleOf(reads)).toBe('Honda CB500F');
    });

    it('is tried again after its rest, and gets its reads back once it answers', async () => {
      const relay = await relayTo(new URL(replica.url).port);
      relays.push(relay);
      const reads = createTestApp(primary.db, {
        publicReads: readThroughReplicas(primary, [open(replica.url.replace(/:\d+\//, `:${relay.port}/`))], { restMs: 300 }),
      });
      expect(await titleOf(reads)).toBe('Honda CB500F');

      await relay.cut(); // its connections dropped, new ones refused
      for (let i = 0; i < 5; i++) expect(await titleOf(reads)).toBe('Honda CB500F révisée');

      await relay.restore();
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await titleOf(reads)).toBe('Honda CB500F');
      expect(await titleOf(reads)).toBe('Honda CB500F');
    });
  });
});

interface Relay {
  port: number;
  /** closes the port and drops every connection through it */
  cut(): Promise<void>;
  /** listens again on the same port */
  restore(): Promise<void>;
}

/** A TCP relay on a port of its own to the replica's server: the replica as a network sees it. */
async function relayTo(targetPort: string): Promise<Relay> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(targetPort), '127.0.0.1');
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  await listen();
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        if (!server?.listening) return resolve();
        server.close(() => resolve());
      }),
    restore: listen,
  };
}
