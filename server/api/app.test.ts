import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/scripts/lib/processes';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, type TestApp } from '@/test/fixtures';
import { openDatabase, type Database } from '../db/client';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('the v1 app', () => {
  it('serves its OpenAPI 3.1 document with every public route', async () => {
    const { status, body } = await getJson(app, '/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/moto/annonce',
        '/api/v1/moto/annonce-accueil',
        '/api/v1/moto/annonce/{id}',
        '/api/v1/moto/detail/{id}',
        '/api/v1/moto/boutique/{id}',
        '/api/v1/moto/similaires/{marque}/{id}',
        '/api/v1/moto/incrementer-vues/{id}',
        '/api/v1/moto/incrementer-reach/{id}',
        '/api/v1/equipement/annonce',
        '/api/v1/equipement/annonce-accueil/{type}',
        '/api/v1/equipement/annonce/{id}',
        '/api/v1/equipement/detail/{id}',
        '/api/v1/equipement/boutique/{id}/{type}',
        '/api/v1/equipement/categories/{type}',
        '/api/v1/equipement/incrementer-vues/{id}',
        '/api/v1/marque',
        '/api/v1/marque/detail/{id}',
        '/api/v1/marque/active',
        '/api/v1/marque/home',
        '/api/v1/ville/villes',
        '/api/v1/parametrage/{name}',
        '/api/v1/packsponsoring/packs',
        '/api/v1/packsponsoring/type/{type}',
        '/api/v1/packsponsoring/{id}',
        '/api/v1/sponsoring/type/{type}',
        '/api/v1/sponsoring/status',
        '/api/v1/premiumads',
        '/api/v1/premiumads/{id}/reach',
        '/api/v1/premiumads/{id}/click',
        '/api/v1/utilisateur/boutique/{id}',
        '/api/v1/utilisateur/boutiques-accueil',
        '/api/v1/utilisateur/info/{id}',
        '/api/v1/utilisateur/{id}',
        '/api/v1/utilisateur/adduser',
        '/api/v1/utilisateur/details',
        '/api/v1/utilisateur/update-user',
        '/api/v1/utilisateur/delete-account',
        '/api/v1/signalement',
      ]),
    );
    const search = body.paths['/api/v1/moto/annonce'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([
        'page',
        'limit',
        'marque',
        'modele',
        'prixmin',
        'prixmax',
        'kilometragemin',
        'kilometragemax',
        'ville',
        'cylindre',
        'cylindreemin',
        'cylindreemax',
      ]),
    );
    expect(search.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PageAnnoncesMoto' });
    expect(body.components.schemas.PageAnnoncesMoto.properties.total.description).toMatch(/estimate/);
  });

  it('answers unknown routes and methods with a French 404', async () => {
    expect(await getJson(app, '/nulle-part')).toMatchObject({ status: 404, body: { error: 'Ressource introuvable.' } });
    expect(await getJson(app, '/moto/annonce', { method: 'DELETE' })).toMatchObject({ status: 404, body: { error: 'Ressource introuvable.' } });
  });

  it('tags each response with a request id, keeping a well-formed one from the client', async () => {
    const kept = await app.request('/api/v1/ville/villes', { headers: { 'x-request-id': 'abc-12345678' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-12345678');
    const replaced = await app.request('/api/v1/ville/villes', { headers: { 'x-request-id': 'bad id!' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the jobs a request queues carry its id into their log lines', async () => {
    const queued: { name: string; reqId?: string }[] = [];
    const recording = createTestApp(database.db, { jobs: { send: async (name, _data, _key, reqId) => void queued.push({ name, reqId }) } });
    const response = await recording.request('/api/v1/moto/send-sponsoring-email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-jobs-12345678', 'x-forwarded-for': '203.0.113.90' },
      body: JSON.stringify({ email: 'acheteur@test.ma', subject: 'Un pack', message: 'Combien coûte un pack de 30 jours ?', honeypot: '' }),
    });
    expect(response.status).toBe(201);
    expect(queued).toEqual([{ name: 'mail-question-sponsoring', reqId: 'req-jobs-12345678' }]);
  });
});

describe('when the database is down', () => {
  let down: Database;
  let downApp: TestApp;

  beforeAll(async () => {
    // Nothing listens on this port.
    down = openDatabase(`postgres://postgres:x@127.0.0.1:${await freePort()}/motomaroc`);
    downApp = createTestApp(down.db);
  });

  afterAll(async () => {
    await down.close();
  });

  it.each(['/moto/annonce', '/moto/annonce/1', '/equipement/annonce?ville=Fès', '/marque', '/ville/villes', '/premiumads', '/sponsoring/type/moto'])(
    'GET %s is a 503 with a clear message',
    async (path) => {
      const { status, body, headers } = await getJson(downApp, path);
      expect(status).toBe(503);
      expect(body).toMatchObject({ code: expect.any(String), error: 'Service momentanément indisponible. Veuillez réessayer dans un instant.' });
      expect(headers.get('retry-after')).toBe('5');
    },
  );

  it('POST /signalement is a 503 too, after validation', async () => {
    const valid = { type_annonce: 'moto', idannonce: 1, motif: 'price', honeypot: '' };
    const { status } = await getJson(downApp, '/signalement', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(valid) });
    expect(status).toBe(503);
    const invalid = await getJson(downApp, '/signalement', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(invalid.status).toBe(400);
  });
});

describe('a bug in a route', () => {
  it('is a 500 with a French message, and logged', async () => {
    const broken = createTestApp(
      new Proxy(database.db, {
        get: () => () => {
          throw new TypeError('boom');
        },
      }),
    );
    const response = await broken.request('/api/v1/ville/villes');
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: expect.any(String), error: 'Une erreur est survenue. Veuillez reessayer.' });
    expect(broken.loggedErrors.join('\n')).toMatch(/boom/);
  });
});
