/**
 * Starts the site as `npm start` does (scripts/start.ts: embedded PostgreSQL, Auth emulator, demo
 * data, `next start`) in a temporary data folder on free ports. The teardown stops it with
 * SIGTERM and checks that nothing it started is left behind.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitUntil } from '../scripts/lib/processes';

export const STATE_FILE = path.join(os.tmpdir(), 'motomaroc-e2e.json');

export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const log = path.join(dataDir, 'start.log');
  const out = fs.openSync(log, 'a');
  const server = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      FIREBASE_EMULATOR_PORT: String(await freePort()),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const baseURL = `http://127.0.0.1:${port}`;
  fs.writeFileSync(STATE_FILE, JSON.stringify({ pid: server.pid, dataDir, port, log }));
  await waitUntil('npm start', async () => (await fetch(`${baseURL}/api/v1/ville/villes`)).ok, {
    timeoutMs: 180_000,
    child: server,
    describeFailure: () => fs.readFileSync(log, 'utf8'),
  });
  process.env.E2E_BASE_URL = baseURL;
  server.unref();
}
