/**
 * What refusing revoked session cookies costs a signed-in page (server/auth/revocation.ts): the
 * check in memory (every request but one per user every 5 s), and the Firebase call behind it
 * (against the Auth emulator here; a real project adds a round trip to Google). Prints p50 and p95.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AuthEmulator } from '../lib/auth-emulator';
import { freePort } from '../lib/processes';

const PROJECT = 'demo-motomaroc-bench';
const ROUNDS = 2_000;
const MISSES = 200;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const describe = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`| ${label} | ${(quantile(sorted, 0.5) * 1000).toFixed(1)} µs | ${(quantile(sorted, 0.95) * 1000).toFixed(1)} µs |`);
};

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-bench-session-'));
  const emulator = new AuthEmulator({ projectId: PROJECT, port: await freePort(), workDir, persistent: false });
  await emulator.start();
  try {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    process.env.FIREBASE_PROJECT_ID = PROJECT;
    const { reloadEnv } = await import('../../server/env');
    reloadEnv();
    await emulator.ensureUsers([{ uid: 'bench-user', email: 'bench@motomaroc.ma', password: 'MotoMaroc2026!', displayName: 'Bench' }]);
    const { forgetRevocationCheck, sessionRevoked } = await import('../../server/auth/revocation');
    const session = { uid: 'bench-user', authTime: Math.floor(Date.now() / 1000) };
    // Warm-up: firebase-admin loaded, connections open.
    for (let i = 0; i < 20; i++) {
      forgetRevocationCheck(session.uid);
      await sessionRevoked(session);
    }
    const misses: number[] = [];
    for (let i = 0; i < MISSES; i++) {
      forgetRevocationCheck(session.uid);
      const started = performance.now();
      await sessionRevoked(session);
      misses.push(performance.now() - started);
    }
    const hits: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await sessionRevoked(session);
      hits.push(performance.now() - started);
    }
    console.log('| revocation check of a session cookie | p50 | p95 |\n|---|---|---|');
    describe('kept in memory (all requests but one per user every 5 s)', hits);
    describe('asked of Firebase (the Auth emulator here)', misses);
  } finally {
    await emulator.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
