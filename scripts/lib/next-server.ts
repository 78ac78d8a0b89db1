/**
 * The Next server that `npm start` (or `npm run dev`) runs, as a service the start script can
 * supervise like the database: started, known ready once it accepts connections on its port,
 * watched for an exit, stopped with its whole process group.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { forgetStarted, recordStarted } from './pid-file';
import { isPortFree, stopChild, waitUntil } from './processes';
import type { SupervisedService } from './supervise';

export interface NextServerOptions {
  /** the node options, `next` binary and its arguments */
  args: string[];
  env: NodeJS.ProcessEnv;
  port: number;
  /** where this start notes which Next it runs, for the next start if this one is killed (pid-file.ts) */
  pidFile: string;
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export class NextServer implements SupervisedService {
  private child: ChildProcess | undefined;

  constructor(private readonly options: NextServerOptions) {}

  async start(): Promise<void> {
    // Ready means "accepts connections": with another program on the port, a Next that failed to
    // listen would have passed for started.
    if (!(await isPortFree(this.options.port, '0.0.0.0'))) {
      throw new Error(`Port ${this.options.port} is already in use by another program: Next cannot listen on it.`);
    }
    const child = spawn(process.execPath, this.options.args, {
      stdio: 'inherit',
      env: this.options.env,
      // Leads its own process group, so that stopping it stops what it started too.
      detached: true,
    });
    this.child = child;
    if (child.pid) recordStarted(this.options.pidFile, child.pid);
    try {
      await waitUntil('Next', () => accepts(this.options.port), { timeoutMs: 120_000, child });
    } catch (error) {
      // One that never came up must not hold the port against the next attempt.
      await stopChild(child, 'SIGTERM', 5_000);
      throw error;
    }
  }

  onExit(listener: (code: number | null) => void): void {
    const child = this.child;
    if (!child) return;
    // It may have exited between its start and this call: an exit is never missed.
    if (child.exitCode !== null || child.signalCode !== null) queueMicrotask(() => listener(child.exitCode));
    else child.once('exit', (code) => listener(code));
  }

  async stop(): Promise<void> {
    if (this.child) await stopChild(this.child, 'SIGTERM', 15_000);
    forgetStarted(this.options.pidFile);
  }
}
