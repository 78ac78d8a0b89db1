/**
 * The back office's role matrix, decided by v1 itself: every operation of the OpenAPI document
 * whose path has "admin", plus the admin-only operations named otherwise, called as anonymous
 * (401), a particulier (403), a shop (403) and an admin (2xx). Nothing is ever a 500. A new admin
 * route is covered as soon as it is declared.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { messageContact, motArnaque, packSponsoring, paiement } from '../db/schema';
import {
  createTestApp,
  getJson,
  insertAd,
  insertCampaign,
  insertEquipement,
  insertMoto,
  insertShop,
  insertSponsoring,
  insertUser,
  type TestApp,
} from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
type Who = 'particulier' | 'boutique' | 'admin';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who, number>;

/** Admin-only operations whose path does not say "admin". */
const ADMIN_ONLY = [
  'get /utilisateur/liste',
  'put /parametrage/{name}',
  'get /sponsoring',
  'put /sponsoring/{id}',
  'delete /sponsoring/{id}',
  'patch /sponsoring/{id}/etat',
  'get /moto/stats',
  'get /equipement/stats',
];

interface Operation {
  method: string;
  path: string;
  body?: unknown;
}

/** Fresh objects for one admin call: its path filled in, the body it needs. */
async function prepare(operation: Operation): Promise<{ url: string; body?: unknown }> {
  const owner = (
    await insertUser(database.db, {
      uid: `matrix-${Math.random().toString(36).slice(2)}`,
      email: `matrix-${Math.random().toString(36).slice(2)}@test.ma`,
      telephone: null,
    })
  ).idutilisateur;
  const moto = (await insertMoto(database.db, owner, { etat: 'en_attente', date_publication: null })).idannonce_moto;
  const equipement = (await insertEquipement(database.db, owner, { etat: 'en_attente', date_publication: null })).idannonce_equipement;
  const sponsoring = (
    await insertSponsoring(database.db, {
      type: 'moto',
      idannonce: moto,
      idutilisateur: owner,
      date_debut: new Date(),
      nbr_jour: 7,
      etat_sponsoring: 'en_attente',
    })
  ).idsponsoring;
  const [message] = await database.db
    .insert(messageContact)
    .values({ nom: 'Test', email: 'test@test.ma', sujet: 'Sujet', message: 'Un message de test.' })
    .returning();
  const word = `arnaque matrice ${Math.random().toString(36).slice(2)}`;
  const [scamWord] = await database.db.insert(motArnaque).values({ expression: word, forme: word }).returning();
  const id = operation.path.startsWith('/admin/mots-arnaque/')
    ? scamWord!.idmot
    : operation.path.startsWith('/moto/') || operation.path.startsWith('/admin/signalements/')
      ? moto
      : operation.path.startsWith('/equipement/')
        ? equipement
        : operation.path.startsWith('/sponsoring/')
          ? sponsoring
          : operation.path.startsWith('/admin/messages/')
            ? message!.idmessage
            : owner;
  const [pack] = await database.db.select().from(packSponsoring).limit(1);
  const campaign = (await insertCampaign(database.db)).idcampagneads;
  const ad = (await insertAd(database.db, campaign)).idpremiumads;
  // A duplicate payment of that sponsoring, for the refund calls.
  const oid = `MATRIX${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await database.db
    .insert(paiement)
    .values({ oid, idutilisateur: owner, idsponsoring: sponsoring, idpack: pack!.idpack, nbr_jour: pack!.nbr_jour, montant: pack!.prix, etat: 'doublon' });
  let url = operation.path
    .replace('{oid}', oid)
    .replace('{type}', 'moto')
    .replace('{name}', 'affichagesponsoring')
    .replace(
      '{id}',
      String(
        operation.path.startsWith('/packsponsoring/')
          ? pack!.idpack
          : operation.path.startsWith('/premiumads/admin/campagnes/')
            ? campaign
            : operation.path.startsWith('/premiumads/admin/ads/')
              ? ad
              : id,
      ),
    );
  if (url.endsWith('/annonces-utilisateur-admin')) url += `?idutilisateur=${owner}`;
  const bodies: Record<string, unknown> = {
    'put /moto/admin/annonce/{id}': { etat: 'publiee' },
    'put /equipement/admin/annonce/{id}': { etat: 'refusee', motif_refus: 'Photos floues' },
    'put /sponsoring/{id}': { nbr_jour: 9 },
    'patch /moto/admin/annonce/{id}': { titre: 'Titre corrigé par un admin' },
    'patch /equipement/admin/annonce/{id}': { prix: 1200 },
    'patch /sponsoring/{id}/etat': { etat_sponsoring: 'desactivee' },
    'put /utilisateur/admin/{id}/transformer-boutique': { nom_entreprise: 'Moto Atlas Test' },
    'patch /admin/signalements/{type}/{id}': { statut: 'rejete' },
    'patch /admin/messages/{id}': { traite: true },
    'put /parametrage/{name}': { valeur: '1' },
    'post /packsponsoring/admin': { nom: 'Pack test', prix: 10, nbr_jour: 3, type: 'moto' },
    'put /packsponsoring/admin/{id}': { ordre: 5 },
    'post /premiumads/admin/campagnes': {
      nom: 'Printemps',
      nom_entreprise: 'Casque Pro',
      date_debut: '2026-11-01T00:00:00Z',
      date_fin: '2026-12-01T00:00:00Z',
    },
    'put /premiumads/admin/campagnes/{id}': { actif: false },
    'post /premiumads/admin/campagnes/{id}/ads': {
      image_url: 'demo/ads/a.webp',
      redirect_url: 'https://example.ma',
      titre: 'Casques',
      device: 'tous',
      emplacement: 'card',
    },
    'put /premiumads/admin/ads/{id}': { titre: 'Nouveau titre' },
    'put /admin/utilisateur/{id}/confiance': { confiance: 'mefiance' },
    'post /admin/mots-arnaque': { expression: `virement ${Math.random().toString(36).slice(2)}`, poids: 30 },
  };
  return { url, body: bodies[`${operation.method} ${operation.path}`] };
}

function call(who: Who | undefined, method: string, url: string, body?: unknown) {
  return getJson(app, url, {
    method: method.toUpperCase(),
    headers: { ...(who ? { authorization: `Bearer ${tokens[who]}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

let operations: Operation[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const make = async (key: Who, phone: string) => {
    const uid = `matrix-${key}-${run}`;
    const email = `matrix-${key}-${run}@test.ma`;
    const row =
      key === 'boutique'
        ? await insertShop(database.db, { uid, email, telephone: phone })
        : await insertUser(database.db, { uid, email, role: key, telephone: phone });
    ids[key] = row.idutilisateur;
    tokens[key] = await emulatorIdToken(uid, email);
  };
  await make('particulier', '+212666000001');
  await make('boutique', '+212666000002');
  await make('admin', '+212666000003');
  // A second admin, so that deleting an admin is not refused as the last one.
  await insertUser(database.db, { uid: `matrix-admin2-${run}`, email: `matrix-admin2-${run}@test.ma`, role: 'admin', telephone: '+212666000004' });
  const document = (await getJson(app, '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(document.paths).flatMap(([documented, methods]) => {
    const path = documented.replace(/^\/api\/v1/, '');
    return Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .filter((method) => path.includes('admin') || ADMIN_ONLY.includes(`${method} ${path}`))
      .map((method) => ({ method, path }));
  });
});

afterAll(async () => {
  await database.close();
});

describe('every admin operation of v1', () => {
  it('is found in the OpenAPI document (the list the matrix walks)', () => {
    const names = operations.map((operation) => `${operation.method} ${operation.path}`);
    for (const expected of [
      ...ADMIN_ONLY,
      'get /moto/admin',
      'get /equipement/admin',
      'get /moto/vendu-admin',
      'get /equipement/annonces-utilisateur-admin',
      'delete /moto/admin/annonce/{id}',
      'get /utilisateur/admin/users',
      'delete /utilisateur/admin/user/{id}',
      'put /utilisateur/admin/{id}/transformer-boutique',
      'get /utilisateur/admin/stats',
      'get /sponsoring/admin/stats',
      'get /sponsoring/admin/moto',
      'get /admin/annonces',
      'get /admin/audit',
      'get /admin/signalements',
      'patch /admin/signalements/{type}/{id}',
      'get /admin/messages',
      'patch /admin/messages/{id}',
      'get /packsponsoring/admin',
      'post /packsponsoring/admin',
      'put /packsponsoring/admin/{id}',
      'get /premiumads/admin/campagnes',
      'post /premiumads/admin/campagnes/{id}/ads',
      'delete /premiumads/admin/ads/{id}',
      'get /payment/admin/doublons',
      'patch /payment/admin/{oid}/rembourse',
    ]) {
      expect(names).toContain(expected);
    }
    expect(operations.length).toBeGreaterThanOrEqual(25);
  });

  it('answers anonymous 401, particulier 403, boutique 403, admin 2xx, and never a 500', async () => {
    for (const operation of operations) {
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      const { url, body } = await prepare(operation);
      expect((await call(undefined, operation.method, url, body)).status, `${label} anonymous`).toBe(401);
      expect((await call('particulier', operation.method, url, body)).status, `${label} particulier`).toBe(403);
      expect((await call('boutique', operation.method, url, body)).status, `${label} boutique`).toBe(403);
      const answer = await call('admin', operation.method, url, body);
      expect(answer.status, `${label} admin: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${label} admin: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
    expect(app.loggedErrors).toEqual([]);
  });
});
