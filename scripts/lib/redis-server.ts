/**
 * A throw-away Redis for tests: Debian's `redis-server` on a free port, nothing written to disk.
 * Null where redis-server is not installed (`apt-get install redis-server`; `.ci/run` installs it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { Socket } from 'node:net';
import { freePort, stopChild, waitUntil } from './processes';

export interface RedisServer {
  url: string;
  port: number;
  /** Stops it (SIGTERM) */
  stop(): Promise<void>;
}

export function redisServerInstalled(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;
}

/**
 * Whether the tests of `what`, which start redis-server, can run. On a developer's machine without
 * it they are skipped with a warning; under CI (CI=true) its absence fails the run instead, so that
 * tests never pass there by not running.
 */
export function redisTestsCanRun(what: string): boolean {
  if (redisServerInstalled()) return true;
  const missing = `redis-server is not installed (apt-get install redis-server): ${what}`;
  if (process.env.CI === 'true' || process.env.CI === '1') throw new Error(`${missing} cannot run, and under CI they must.`);
  console.warn(`${missing} are skipped.`);
  return false;
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500, () => socket.destroy());
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

/** Starts a redis-server on `port` (a free one by default), or returns null if none is installed. */
export async function startRedisServer(port?: number): Promise<RedisServer | null> {
  if (!redisServerInstalled()) return null;
  const listenOn = port ?? (await freePort());
  const output: string[] = [];
  const child = spawn('redis-server', ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  await waitUntil('redis-server', () => answersPing(listenOn), { timeoutMs: 10_000, child, describeFailure: () => output.join('') });
  return { url: `redis://127.0.0.1:${listenOn}`, port: listenOn, stop: () => stopChild(child, 'SIGTERM', 5_000) };
}
