import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertSponsoring, insertUser, type TestApp } from '@/test/fixtures';
import { effectiveSponsoringState } from '../../db/queries/sponsoring';

const DAY = 24 * 3_600_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let database: TestDatabase;
let app: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
  const db = database.db;
  const owner = (await insertUser(db)).idutilisateur;
  const moto = async (titre: string, etat = 'publiee') => (await insertMoto(db, owner, { titre, etat })).idannonce_moto;
  ids.running = await moto('En cours');
  ids.lastDay = await moto('Dernier jour');
  ids.expired = await moto('Expirée');
  ids.future = await moto('Pas encore');
  ids.unpaid = await moto('Non payée');
  ids.off = await moto('Désactivée');
  ids.unpublished = await moto('Vendue', 'vendue');
  ids.none = await moto('Sans sponsoring');
  const sponsor = (idannonce: number, date_debut: Date, nbr_jour: number, etat_sponsoring = 'active') =>
    insertSponsoring(db, { type: 'moto', idannonce, idutilisateur: owner, date_debut, nbr_jour, etat_sponsoring });
  await sponsor(ids.running, daysAgo(2), 7);
  await sponsor(ids.lastDay, new Date(Date.now() - 7 * DAY + 60_000), 7);
  await sponsor(ids.expired, daysAgo(10), 7);
  await sponsor(ids.future, daysAgo(-2), 7);
  await sponsor(ids.unpaid, daysAgo(1), 7, 'en_attente');
  await sponsor(ids.off, daysAgo(1), 30, 'desactivee');
  await sponsor(ids.unpublished, daysAgo(1), 30);
  ids.equipement = (await insertEquipement(db, owner, { titre: 'Casque sponsorisé' })).idannonce_equipement;
  await insertSponsoring(db, { type: 'equipement', idannonce: ids.equipement, idutilisateur: owner, date_debut: daysAgo(1), nbr_jour: 30 });
});

afterAll(async () => {
  await database.close();
});

describe('GET /sponsoring/type/{type}', () => {
  it('lists the sponsorings running now, with their published listing, latest start first', async () => {
    const { status, body } = await getJson(app, '/sponsoring/type/moto');
    expect(status).toBe(200);
    expect(body.map((s: { annonce: { titre: string } }) => s.annonce.titre)).toEqual(['En cours', 'Dernier jour']);
    expect(body[0]).toMatchObject({
      idannonce1: ids.running,
      type: 'moto',
      nbr_jour: 7,
      etat_sponsoring: 'active',
      annonce: { idannonce_moto: ids.running, titre: 'En cours' },
    });
    expect(new Date(body[0].date_fin).getTime() - new Date(body[0].date_debut).getTime()).toBe(7 * DAY);
  });

  it('lists equipment sponsorings', async () => {
    const { body } = await getJson(app, '/sponsoring/type/equipement');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ type: 'equipement', idannonce1: ids.equipement, annonce: { titre: 'Casque sponsorisé', categorie: 'Casques' } });
  });

  it('refuses an unknown type', async () => {
    expect(await getJson(app, '/sponsoring/type/pneu')).toMatchObject({ status: 400, body: { error: 'Le type doit valoir moto ou equipement.' } });
  });
});

describe('GET /sponsoring/status', () => {
  it.each([
    ['running', 'active'],
    ['expired', 'expiree'],
    ['unpaid', 'en_attente'],
    ['off', 'desactivee'],
    ['none', 'aucun'],
  ])('%s listing: %s', async (key, status) => {
    const { body } = await getJson(app, `/sponsoring/status?type=moto&idAnnonce=${ids[key]}`);
    expect(body.status).toBe(status);
    if (status === 'aucun') expect(body.date_fin).toBeNull();
    else expect(body.date_fin).toMatch(/^\d{4}-/);
  });

  it.each(['', 'type=moto', 'idAnnonce=3', 'type=velo&idAnnonce=3', 'type=moto&idAnnonce=abc', 'type=moto&idAnnonce=-1'])(
    'answers "Parametres invalides." to ?%s',
    async (query) => {
      expect(await getJson(app, `/sponsoring/status?${query}`)).toMatchObject({ status: 400, body: { error: 'Parametres invalides.' } });
    },
  );
});

describe('effectiveSponsoringState', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  it('reads an active sponsoring as expired once nbr_jour × 24 h have passed', () => {
    expect(effectiveSponsoringState('active', start, 3, new Date('2026-11-03T23:59:59Z'))).toBe('active');
    expect(effectiveSponsoringState('active', start, 3, new Date('2026-11-04T00:00:00Z'))).toBe('expiree');
    expect(effectiveSponsoringState('desactivee', start, 3, new Date('2026-12-01T00:00:00Z'))).toBe('desactivee');
  });
});
