/**
 * npm run bench:request-log — what a request line of the site's HTTP server (REQUEST_LOG,
 * server/runtime/http-request-log.ts) costs, alone: two bare Node HTTP servers answering the same
 * 100 kB page, one writing the lines (to a file, as standard output would), one not, loaded in
 * alternating rounds (autocannon, 50 connections). The figure is the CPU each spends per request:
 * the difference is the line's cost, to set beside a cached page's CPU per request in
 * `npm run bench:pages -- --ab-env=REQUEST_LOG=on` (about 2 ms), whose throughput is too noisy on
 * this machine to show a cost of a few percent. Options: --rounds=N (default 6), --duration=S (5);
 * REQUEST_LOG_PROFILE=folder writes both servers' CPU profiles there.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds } from '../lib/processes';
import { median } from './timing';

const ROUNDS = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 6);
const DURATION = Number(process.argv.find((a) => a.startsWith('--duration='))?.split('=')[1] ?? 5);
const PAGE = Buffer.from(`<!DOCTYPE html><html lang="fr"><body>${'<p>Moto à vendre, 45 000 Dh</p>'.repeat(3300)}</body></html>`);

async function serve(logged: boolean): Promise<void> {
  if (logged) {
    const [{ logHttpRequests }, { requestLogger }] = await Promise.all([import('../../server/runtime/http-request-log'), import('../../server/log')]);
    logHttpRequests(requestLogger());
  }
  const server = http.createServer((request, response) => {
    // As any server does (Next reads them all): Node builds the headers object on first use.
    if (request.headers.accept === 'never') response.statusCode = 406;
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('content-length', PAGE.length);
    response.end(PAGE);
  });
  // A clean exit, so that a CPU profile asked for (REQUEST_LOG_PROFILE=folder) is written.
  process.once('SIGTERM', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
}

interface Server {
  name: string;
  child: ChildProcess;
  url: string;
  microseconds: number[];
}

async function start(name: string, logged: boolean, log: string): Promise<Server> {
  const out = fs.openSync(log, 'a');
  const child = fork(import.meta.filename, ['--serve', logged ? 'on' : 'off'], {
    execArgv: [
      '--conditions=react-server',
      '--import',
      'tsx',
      ...(process.env.REQUEST_LOG_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.REQUEST_LOG_PROFILE}`] : []),
    ],
    env: { ...process.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', out, 'inherit', 'ipc'],
  });
  fs.closeSync(out);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${name} stopped (${code})`)));
  });
  return { name, child, url: `http://127.0.0.1:${port}/annonce/detail-moto/yamaha-mt-07/123`, microseconds: [] };
}

/** One load of `seconds`; a measured one keeps the server's CPU per request. */
async function round(server: Server, seconds: number, measured: boolean): Promise<void> {
  const before = cpuSeconds(server.child.pid!)!;
  const result = await autocannon({ url: server.url, connections: 50, duration: seconds });
  const after = cpuSeconds(server.child.pid!)!;
  if (measured) server.microseconds.push(((after - before) * 1e6) / result.requests.total);
}

async function main() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-request-log-'));
  const servers = [await start('sans lignes', false, path.join(folder, 'off.log')), await start('REQUEST_LOG=on', true, path.join(folder, 'on.log'))];
  try {
    for (const server of servers) await round(server, 2, false); // warm-up: JIT
    for (let n = 0; n < ROUNDS; n += 1) {
      for (const server of n % 2 ? [...servers].reverse() : servers) await round(server, DURATION, true);
      console.log(`[request-log] round ${n + 1}: ${servers.map((s) => `${s.name} ${s.microseconds.at(-1)!.toFixed(1)} µs`).join(', ')}`);
    }
    const [off, on] = servers.map((server) => median(server.microseconds)) as [number, number];
    const lines = fs
      .readFileSync(path.join(folder, 'on.log'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"msg":"request"')).length;
    console.log(`\nCPU per request (median of ${ROUNDS} rounds of ${DURATION} s): without lines ${off.toFixed(1)} µs, with ${on.toFixed(1)} µs.`);
    console.log(`A request line costs ${(on - off).toFixed(1)} µs of CPU (${lines} lines written).`);
  } finally {
    for (const server of servers) server.child.kill();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') void serve(process.argv[3] === 'on');
else await main();
