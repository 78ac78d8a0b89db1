/** Stops the site like Ctrl-C would (SIGTERM), then checks it left no process and a clean database. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { delay, isProcessAlive } from '../scripts/lib/processes';
import { STATE_FILE } from './global-setup';

function processesUsing(dataDir: string): string[] {
  const ps = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' });
  return ps.split('\n').filter((line) => line.includes(dataDir) && !line.includes(' ps '));
}

export default async function globalTeardown() {
  const { pid, dataDir, log } = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as { pid: number; dataDir: string; log: string };
  process.kill(pid, 'SIGTERM');
  for (let waited = 0; isProcessAlive(pid); waited += 100) {
    if (waited > 60_000) throw new Error(`npm start did not stop within 60 s of SIGTERM:\n${fs.readFileSync(log, 'utf8')}`);
    await delay(100);
  }
  const left = processesUsing(dataDir);
  const output = fs.readFileSync(log, 'utf8');
  try {
    if (left.length > 0) throw new Error(`Processes left behind after SIGTERM:\n${left.join('\n')}`);
    if (!output.includes('[motomaroc] stopped.')) throw new Error(`npm start did not report a clean stop:\n${output}`);
    if (fs.existsSync(`${dataDir}/postgres/postmaster.pid`)) throw new Error('PostgreSQL did not shut down cleanly (postmaster.pid left).');
    if (!/database system is shut down/.test(fs.readFileSync(`${dataDir}/postgres.log`, 'utf8'))) {
      throw new Error('PostgreSQL log does not show a clean shutdown.');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(STATE_FILE, { force: true });
  }
}
