/**
 * Settings and packs in the back office, through v1: affichagesponsoring switched off and on (the
 * public read follows, the pages are refreshed), a pack created, repriced, retired (no longer
 * sold; its past sponsorings keep it), each change audited; bad bodies get French 400s.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACK_MESSAGES } from '@/lib/schemas/admin-settings';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertMoto, insertUser, type TestApp } from '@/test/fixtures';
import { auditAdmin, sponsoring } from '../../db/schema';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
const tokens = { admin: '', owner: '' };
let owner: number;

function send(who: keyof typeof tokens, method: string, path: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { authorization: `Bearer ${tokens[who]}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  for (const who of ['admin', 'owner'] as const) {
    const uid = `sadm-${who}-${run}`;
    const row = await insertUser(database.db, {
      uid,
      email: `${uid}@test.ma`,
      role: who === 'admin' ? 'admin' : 'particulier',
      telephone: who === 'admin' ? '+212670000001' : '+212670000002',
    });
    if (who === 'owner') owner = row.idutilisateur;
    tokens[who] = await emulatorIdToken(uid, `${uid}@test.ma`);
  }
});

afterAll(async () => {
  await database.close();
});

describe('PUT parametrage/{name}', () => {
  it('switches the sponsored display off and on; the public read follows; audited', async () => {
    expect((await send('admin', 'PUT', '/parametrage/affichagesponsoring', { valeur: '0' })).body).toEqual({ valeur: '0' });
    expect((await getJson(app, '/parametrage/affichagesponsoring')).body).toEqual({ valeur: '0' });
    expect(app.publicPages.other).toContain('settings');
    await send('admin', 'PUT', '/parametrage/affichagesponsoring', { valeur: '1' });
    expect((await getJson(app, '/parametrage/affichagesponsoring')).body).toEqual({ valeur: '1' });
    const audit = await database.db.select().from(auditAdmin).where(eq(auditAdmin.action, 'parametre.modification'));
    expect(audit.map((entry) => entry.apres)).toEqual([
      { name: 'affichagesponsoring', valeur: '0' },
      { name: 'affichagesponsoring', valeur: '1' },
    ]);
    expect((await send('admin', 'PUT', '/parametrage/inexistant', { valeur: '1' })).status).toBe(404);
    expect((await send('admin', 'PUT', '/parametrage/affichagesponsoring', { valeur: '' })).body).toMatchObject({
      code: expect.any(String),
      error: 'La valeur est obligatoire.',
    });
    expect((await send('admin', 'PUT', '/parametrage/affichagesponsoring', { valeur: 'oui' })).status).toBe(400);
  });

  it('changes how long a listing stays online, within 7 to 365 days', async () => {
    for (const valeur of ['abc', '0', '6', '366', '30.5']) {
      const refused = await send('admin', 'PUT', '/parametrage/duree_annonce_jours', { valeur });
      expect(refused.status, valeur).toBe(400);
      expect(refused.body.error).toBe('La durée d’une annonce doit être un nombre de jours entre 7 et 365.');
    }
    expect((await send('admin', 'PUT', '/parametrage/duree_annonce_jours', { valeur: '45' })).body).toEqual({ valeur: '45' });
    expect((await getJson(app, '/parametrage/duree_annonce_jours')).body).toEqual({ valeur: '45' });
    await send('admin', 'PUT', '/parametrage/duree_annonce_jours', { valeur: '60' });
  });
});

describe('packs', () => {
  it('are created, repriced and retired; a retired pack is no longer sold but past sponsorings keep it', async () => {
    const created = await send('admin', 'POST', '/packsponsoring/admin', {
      nom: 'Boost 3 jours',
      description: 'En tête des listes',
      prix: 29,
      nbr_jour: 3,
      type: 'moto',
    });
    expect(created.status).toBe(201);
    const idpack = created.body.idpack as number;
    expect((await getJson(app, '/packsponsoring/type/moto')).body.map((pack: { idpack: number }) => pack.idpack)).toContain(idpack);
    expect((await send('admin', 'PUT', `/packsponsoring/admin/${idpack}`, { prix: 35 })).body).toMatchObject({ prix: 35, nbr_jour: 3, actif: true, ventes: 0 });
    const moto = await insertMoto(database.db, owner);
    const bought = await send('owner', 'POST', '/sponsoring', { type: 'moto', idannonce: moto.idannonce_moto, idpack });
    expect(bought.status).toBe(201);
    expect((await send('admin', 'PUT', `/packsponsoring/admin/${idpack}`, { actif: false })).body.actif).toBe(false);
    expect(app.publicPages.other).toContain('packs');
    expect((await getJson(app, '/packsponsoring/type/moto')).body.map((pack: { idpack: number }) => pack.idpack)).not.toContain(idpack);
    const another = await insertMoto(database.db, owner);
    expect((await send('owner', 'POST', '/sponsoring', { type: 'moto', idannonce: another.idannonce_moto, idpack })).status).toBe(404);
    expect((await database.db.select().from(sponsoring).where(eq(sponsoring.idsponsoring, bought.body.idsponsoring)))[0]!.idpack).toBe(idpack);
    expect((await send('admin', 'GET', '/packsponsoring/admin')).body.find((pack: { idpack: number }) => pack.idpack === idpack)).toMatchObject({
      actif: false,
      prix: 35,
    });
  });

  it('carry an Arabic name and description for the Arabic pages, cleared by an empty text', async () => {
    const created = await send('admin', 'POST', '/packsponsoring/admin', {
      nom: 'Boost 5 jours',
      prix: 39,
      nbr_jour: 5,
      type: 'equipement',
      nom_ar: '  دفعة 5 أيام ',
      description_ar: 'معداتك في الواجهة.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nom_ar: 'دفعة 5 أيام', description_ar: 'معداتك في الواجهة.' });
    const idpack = created.body.idpack as number;
    const onSale = async () => (await getJson(app, '/packsponsoring/type/equipement')).body.find((pack: { idpack: number }) => pack.idpack === idpack);
    expect(await onSale()).toMatchObject({ nom: 'Boost 5 jours', nom_ar: 'دفعة 5 أيام', description_ar: 'معداتك في الواجهة.' });
    expect((await send('admin', 'PUT', `/packsponsoring/admin/${idpack}`, { nom_ar: '', description_ar: null })).body).toMatchObject({
      nom_ar: null,
      description_ar: null,
    });
    expect(await onSale()).toMatchObject({ nom_ar: null, description_ar: null });
    expect((await send('admin', 'POST', '/packsponsoring/admin', { nom: 'Pack', prix: 10, nbr_jour: 3, type: 'moto', nom_ar: 'ب' })).body).toMatchObject({
      code: expect.any(String),
      error: PACK_MESSAGES.nom_ar,
    });
    expect((await send('admin', 'PUT', `/packsponsoring/admin/${idpack}`, { description_ar: 'ا'.repeat(301) })).body).toMatchObject({
      code: expect.any(String),
      error: PACK_MESSAGES.description,
    });
  });

  it('refuses bad packs in French', async () => {
    expect((await send('admin', 'POST', '/packsponsoring/admin', { nom: 'X', prix: 29, nbr_jour: 3, type: 'moto' })).body).toMatchObject({
      code: expect.any(String),
      error: PACK_MESSAGES.nom,
    });
    expect((await send('admin', 'POST', '/packsponsoring/admin', { nom: 'Pack', prix: 0, nbr_jour: 3, type: 'moto' })).body).toMatchObject({
      code: expect.any(String),
      error: PACK_MESSAGES.prix,
    });
    expect((await send('admin', 'POST', '/packsponsoring/admin', { nom: 'Pack', prix: 10, nbr_jour: 400, type: 'moto' })).body).toMatchObject({
      code: expect.any(String),
      error: PACK_MESSAGES.nbr_jour,
    });
    expect((await send('admin', 'POST', '/packsponsoring/admin', { nom: 'Pack', prix: 10, nbr_jour: 3, type: 'voiture' })).body).toMatchObject({
      code: expect.any(String),
      error: PACK_MESSAGES.type,
    });
    expect((await send('admin', 'PUT', '/packsponsoring/admin/1', {})).body).toMatchObject({ code: expect.any(String), error: PACK_MESSAGES.nothing });
    expect((await send('admin', 'PUT', '/packsponsoring/admin/999999999', { prix: 10 })).status).toBe(404);
  });
});
