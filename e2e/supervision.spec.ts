/**
 * What npm start supervises, killed under a running site (SIGKILL, as the OOM killer would), on a
 * site of its own (npm start's way, so that the other tests' site is not disturbed):
 *  - the embedded PostgreSQL: the site keeps its process, answers 503 meanwhile, serves v1 reads
 *    again within 10 s, and a report sent just before the kill is still there;
 *  - Next itself: started again, the site serves pages and reads again within 20 s;
 *  - Next stuck (its main thread frozen, as by an endless loop): ended by its watchdog after
 *    EVENT_LOOP_STALL_S (5 s on this site), started again, serving again;
 *  - the start script itself killed: the next start on the same folder and ports stops what it
 *    left running (Next, the emulator, PostgreSQL) and serves.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withSiteDatabase } from './database';
import { childProcesses, isProcessAlive } from '../scripts/lib/processes';
import { removeSiteData, startSite, stopSite, type SiteUnderTest } from '../scripts/lib/site-under-test';

test.describe.configure({ mode: 'serial' });

let site: SiteUnderTest;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = await startSite({ env: { EVENT_LOOP_STALL_S: '5' } });
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
  test.setTimeout(120_000);
  const moto = ((await (await fetch(`${site.baseURL}/api/v1/moto/annonce?limit=1`)).json()) as { annonces: { idannonce_moto: number }[] }).annonces[0]!;
  const details = `Envoyé juste avant l’arrêt ${Date.now()}`;
  const sent = await fetch(`${site.baseURL}/api/v1/signalement`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type_annonce: 'moto', idannonce: moto.idannonce_moto, motif: 'other', details, honeypot: '' }),
  });
  expect(sent.status).toBe(201);

  const [pid] = fs.readFileSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
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

  const { rows } = await withSiteDatabase((client) => client.query('select motif from signalement where details = $1', [details]), site.dataDir);
  expect(rows).toEqual([{ motif: 'other' }]);
});

/** The start script's last two lines once it has replaced a Next that was gone. */
const NEXT_RESTARTED = /Next stopped unexpectedly \(code none\); restarting it\n\[motomaroc\] Next restarted \(attempt 1\)/;

/** The one next-server process of the site. */
function nextServer(): number {
  const servers = childProcesses(site.pid).filter((child) => child.command.startsWith('next-server'));
  expect(servers, JSON.stringify(childProcesses(site.pid))).toHaveLength(1);
  return servers[0]!.pid;
}

/** Waits until a page and a v1 read answer 200 again, for at most `withinMs`. */
async function servesAgain(withinMs: number): Promise<void> {
  const since = Date.now();
  let back = false;
  while (!back && Date.now() - since < withinMs) {
    const [page, read] = await Promise.all(
      ['/motos-a-vendre', '/api/v1/ville/villes'].map((path) =>
        fetch(`${site.baseURL}${path}`, { signal: AbortSignal.timeout(2_000) }).then(
          (response) => response.status,
          () => 0,
        ),
      ),
    );
    back = page === 200 && read === 200;
    if (!back) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(back, lastLines(10)).toBe(true);
}

test('a killed Next is started again and the site serves pages and reads again', async () => {
  test.setTimeout(120_000);
  const killed = nextServer();
  process.kill(killed, 'SIGKILL');
  await servesAgain(20_000);
  expect(lastLines(2)).toMatch(NEXT_RESTARTED);
  expect(isProcessAlive(site.pid)).toBe(true);
  expect(nextServer()).not.toBe(killed);
});

test('a stuck Next is ended by its watchdog, started again, and the site serves again', async () => {
  test.setTimeout(120_000);
  const stuck = nextServer();
  // Its main thread frozen from outside, as an endless loop would freeze it.
  const pauser = spawn(process.execPath, ['--experimental-websocket', 'e2e/pause-event-loop.mjs', String(stuck)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    pauser.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('paused') && resolve());
    pauser.once('exit', (code) => reject(new Error(`the pause did not take (exit ${code})`)));
  });
  const pausedAt = Date.now();
  // Frozen, it still takes connections but answers none.
  expect(
    await fetch(`${site.baseURL}/api/v1/ville/villes`, { signal: AbortSignal.timeout(1_000) }).then(
      () => 'answered',
      () => 'silent',
    ),
  ).toBe('silent');

  await servesAgain(40_000);
  const log = fs.readFileSync(site.log, 'utf8');
  expect(log).toMatch(new RegExp(`\\[motomaroc\\] event loop stuck for \\d+ s: ending the process \\(pid ${stuck}\\)`));
  expect(lastLines(2)).toMatch(NEXT_RESTARTED);
  // Not before its 5 s.
  expect(Date.now() - pausedAt).toBeGreaterThan(4_000);
  expect(isProcessAlive(stuck)).toBe(false);
  expect(nextServer()).not.toBe(stuck);
});

test('a start script killed outright: the next start stops what it left running and takes its ports back', async () => {
  test.setTimeout(240_000);
  const leftNext = nextServer();
  const leftEmulator = Number(fs.readFileSync(path.join(site.dataDir, 'firebase', 'emulator.pid'), 'utf8').split(' ')[0]);
  const [, , , postgresPort] = fs.readFileSync(path.join(site.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const ports = { PORT: new URL(site.baseURL).port, FIREBASE_EMULATOR_PORT: site.emulatorHost.split(':')[1]!, EMBEDDED_PG_PORT: postgresPort!.trim() };
  process.kill(site.pid, 'SIGKILL');
  for (let waited = 0; isProcessAlive(site.pid); waited += 100) {
    expect(waited).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // What it started runs on without it, and holds the ports.
  expect(isProcessAlive(leftNext)).toBe(true);
  expect(isProcessAlive(leftEmulator)).toBe(true);

  site = await startSite({ dataDir: site.dataDir, env: { EVENT_LOOP_STALL_S: '5', ...ports } });
  expect(isProcessAlive(leftNext)).toBe(false);
  expect(isProcessAlive(leftEmulator)).toBe(false);
  const log = fs.readFileSync(site.log, 'utf8');
  expect(log).toContain(`stopping a Next server left running by a start script that was killed (pid ${leftNext})`);
  expect(log).toContain(`stopping an Auth emulator left running by a start script that was killed (pid ${leftEmulator})`);
  expect(log).toMatch(/stopping a PostgreSQL server left running/);
  expect(new URL(site.baseURL).port).toBe(ports.PORT);
  await servesAgain(10_000);
});
