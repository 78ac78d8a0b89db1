/**
 * The embedded PostgreSQL killed under a running site (SIGKILL, as the OOM killer would): a site
 * of its own (npm start's way, so that the other tests' site is not disturbed) keeps its process,
 * answers 503 meanwhile, serves v1 reads again within 10 s, and a report sent just before the kill
 * is still there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { isProcessAlive } from '../scripts/lib/processes';
import { removeSiteData, startSite, stopSite } from '../scripts/lib/site-under-test';

test('a killed embedded PostgreSQL is started again and the site serves again, nothing lost', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once');
  test.setTimeout(240_000);
  const site = await startSite();
  try {
    const moto = ((await (await fetch(`${site.baseURL}/api/v1/moto/annonce?limit=1`)).json()) as { annonces: { idannonce_moto: number }[] }).annonces[0]!;
    const details = `Envoyé juste avant l’arrêt ${Date.now()}`;
    const sent = await fetch(`${site.baseURL}/api/v1/signalement`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type_annonce: 'moto', idannonce: moto.idannonce_moto, motif: 'other', details, honeypot: '' }),
    });
    expect(sent.status).toBe(201);

    const [pid, , , port] = fs.readFileSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const killedAt = Date.now();
    process.kill(Number(pid), 'SIGKILL');
    const statuses: number[] = [];
    let back = false;
    while (!back && Date.now() - killedAt < 10_000) {
      const status = await fetch(`${site.baseURL}/api/v1/ville/villes`).then(
        (response) => response.status,
        () => 0,
      );
      statuses.push(status);
      back = status === 200 && fs.readFileSync(site.log, 'utf8').includes('PostgreSQL restarted');
      if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(back, `statuses ${statuses.join(' ')}\n${fs.readFileSync(site.log, 'utf8').split('\n').slice(-10).join('\n')}`).toBe(true);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(isProcessAlive(site.pid)).toBe(true);

    const client = new pg.Client({ host: '127.0.0.1', port: Number(port), user: 'postgres', password: fs.readFileSync(path.join(site.dataDir, 'postgres.password'), 'utf8').trim(), database: 'motomaroc' });
    await client.connect();
    try {
      const { rows } = await client.query('select motif from signalement where details = $1', [details]);
      expect(rows).toEqual([{ motif: 'other' }]);
    } finally {
      await client.end();
    }
  } finally {
    await stopSite(site);
    removeSiteData(site);
  }
});
