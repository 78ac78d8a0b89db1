/**
 * What npm start supervises, killed under a running site (SIGKILL, as the OOM killer would), on a
 * site of its own (npm start's way, so that the other tests' site is not disturbed):
 *  - the embedded PostgreSQL: the site keeps its process, answers 503 meanwhile, serves v1 reads
 *    again within 10 s, and a report sent just before the kill is still there;
 *  - Next itself: started again, the site serves pages and reads again within 20 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { childProcesses, isProcessAlive } from '../scripts/lib/processes';
import { removeSiteData, startSite, stopSite, type SiteUnderTest } from '../scripts/lib/site-under-test';

test.describe.configure({ mode: 'serial' });

let site: SiteUnderTest;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'once');
  test.setTimeout(240_000);
  site = await startSite();
});

test.afterAll(async () => {
  if (!site) return;
  await stopSite(site);
  removeSiteData(site);
});

/** The start script's own last lines (the site's JSON log lines would drown them). */
const lastLines = (lines: number) =>
  fs
    .readFileSync(site.log, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('[motomaroc]'))
    .slice(-lines)
    .join('\n');

test('a killed embedded PostgreSQL is started again and the site serves again, nothing lost', async () => {
  test.setTimeout(60_000);
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
  expect(back, `statuses ${statuses.join(' ')}\n${lastLines(10)}`).toBe(true);
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
});

test('a killed Next is started again and the site serves pages and reads again', async () => {
  test.setTimeout(60_000);
  const servers = childProcesses(site.pid).filter((child) => child.command.startsWith('next-server'));
  expect(servers, JSON.stringify(childProcesses(site.pid))).toHaveLength(1);
  const killedAt = Date.now();
  process.kill(servers[0]!.pid, 'SIGKILL');

  let back = false;
  while (!back && Date.now() - killedAt < 20_000) {
    const [page, read] = await Promise.all(
      ['/motos-a-vendre', '/api/v1/ville/villes'].map((path) => fetch(`${site.baseURL}${path}`).then((response) => response.status, () => 0)),
    );
    back = page === 200 && read === 200;
    if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(back, lastLines(10)).toBe(true);
  expect(fs.readFileSync(site.log, 'utf8')).toMatch(/Next stopped unexpectedly \(code none\); restarting it[\s\S]*Next restarted \(attempt 1\)/);
  expect(isProcessAlive(site.pid)).toBe(true);
  const restarted = childProcesses(site.pid).filter((child) => child.command.startsWith('next-server'));
  expect(restarted).toHaveLength(1);
  expect(restarted[0]!.pid).not.toBe(servers[0]!.pid);
});
