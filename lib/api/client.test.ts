import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, insertMoto, insertShop, type TestApp } from '@/test/fixtures';
import { createV1Client, V1Error, type V1Client } from './client';
import { httpTransport, registeredV1Transport, registerV1Transport, type V1Transport } from './transport';

let database: TestDatabase;
let app: TestApp;
let server: ServerType;
let motoId = 0;
let shopId = 0;
const clients: Record<string, V1Client> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  shopId = (await insertShop(database.db, { nom_entreprise: 'Atlas Motos' })).idutilisateur;
  motoId = (await insertMoto(database.db, shopId, { titre: 'Honda Africa Twin', marque: 'Honda', modele: 'Africa Twin' })).idannonce_moto;
  await insertMoto(database.db, shopId, { titre: 'Yamaha XMAX', marque: 'Yamaha' });

  const inProcess: V1Transport = (path, init) => Promise.resolve(app.request(`/api/v1${path}`, init));
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  clients['in-process'] = createV1Client(() => inProcess);
  clients.http = createV1Client(() => httpTransport(`http://127.0.0.1:${port}/api/v1/`));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

describe.each(['in-process', 'http'])('the v1 client, %s', (name) => {
  const v1 = () => clients[name]!;

  it('searches with typed filters, leaving out empty ones', async () => {
    const page = await v1().moto.search({ marque: 'honda', ville: undefined, page: 1 });
    expect(page.annonces.map((a) => a.titre)).toEqual(['Honda Africa Twin']);
    expect(page).toMatchObject({ page: 1, total: 1, totalPages: 1, totalEstime: false });
  });

  it('gives null for a 404 and the value otherwise', async () => {
    expect((await v1().moto.detail(motoId))?.vendeur.nom_entreprise).toBe('Atlas Motos');
    expect(await v1().moto.detail(999_999)).toBeNull();
    expect(await v1().utilisateur.boutique(shopId)).toMatchObject({ nombre_annonces: 2 });
    expect(await v1().parametrage.get('affichagesponsoring')).toBe('1');
    expect(await v1().parametrage.get('inconnu')).toBeNull();
    expect((await v1().marque.detail('Royal Enfield'))?.slug).toBe('royal-enfield');
  });

  it('throws a V1Error carrying the French message for other failures', async () => {
    const failure = await v1()
      .moto.search({ page: 0 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(V1Error);
    expect(failure).toMatchObject({ status: 400, message: 'Le paramètre page doit être un nombre entier supérieur ou égal à 1.' });
  });

  it('sends POSTs', async () => {
    expect(await v1().moto.incrementerVues(motoId)).toEqual({ vues: expect.any(Number) });
  });
});

describe('the transport registry', () => {
  it('gives the registered transport', async () => {
    const transport: V1Transport = async () => new Response('{"valeur":"x"}');
    registerV1Transport(transport);
    expect(registeredV1Transport()).toBe(transport);
    expect(await createV1Client(registeredV1Transport).parametrage.get('any')).toBe('x');
  });
});
