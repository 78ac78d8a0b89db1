import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { prepareDatabase } from './prepare-database';

let database: TestDatabase;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-uploads-'));

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const counts = async () =>
  (
    await database.db.execute<{ users: number; motos: number; equipements: number; villes: number }>(
      sql`select (select count(*) from utilisateur)::int as users, (select count(*) from annonce_moto)::int as motos,
                 (select count(*) from annonce_equipement)::int as equipements, (select count(*) from ville)::int as villes`,
    )
  ).rows[0]!;

describe('prepareDatabase (what npm start does to the database)', () => {
  it('migrates an empty database from scratch and seeds the demo marketplace with its pictures', async () => {
    const said: string[] = [];
    await prepareDatabase(database.url, { uploadsDir, say: (m) => said.push(m) });
    expect(said.join('\n')).toMatch(/seeding the demo data/);
    expect(await counts()).toMatchObject({ users: 27, villes: 71 });
    expect((await counts()).motos + (await counts()).equipements).toBeGreaterThanOrEqual(300);
    expect(fs.existsSync(path.join(uploadsDir, 'demo/marques/yamaha.svg'))).toBe(true);
    expect(fs.readdirSync(path.join(uploadsDir, 'demo/motos')).length).toBeGreaterThan(100);
    // Drawing a few hundred demo pictures is the slowest thing a start does: on CI's two shared
    // CPUs it has taken more than the usual 30 s.
  }, 120_000);

  it('on the next start, applies nothing twice and seeds nothing again', async () => {
    const before = await counts();
    const said: string[] = [];
    await prepareDatabase(database.url, { uploadsDir, say: (m) => said.push(m) });
    expect(said).toEqual([]);
    expect(await counts()).toEqual(before);
  });
});
