/** Small helpers for the child processes the scripts start (PostgreSQL, the Auth emulator, Next). */
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Resolves with the exit code once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Asks a child to stop with `signal`, then insists with SIGKILL after `graceMs`. Resolves once it
 * has exited. A child started `detached` leads its own process group: the whole group gets the
 * signals, so that its own children (Next's workers) go too.
 */
export async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  const pid = child.pid;
  if (pid === undefined) return;
  signalWithGroup(pid, signal);
  const timer = setTimeout(() => signalWithGroup(pid, 'SIGKILL'), graceMs);
  await done;
  clearTimeout(timer);
}

/**
 * Sends `signal` to a process, and to its whole process group when it leads one (it was started
 * detached, and its own children must go too). A process already gone is no error.
 */
export function signalWithGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(isGroupLeader(pid) ? -pid : pid, signal);
  } catch {
    // already gone
  }
}

/** Whether a process leads its own process group (it was started detached). Linux only. */
function isGroupLeader(pid: number): boolean {
  return Number(statFields(pid)?.[2]) === pid;
}

export function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** A port the OS says is free right now. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns true, the child exits, or `timeoutMs` passes. */
export async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  options: { timeoutMs: number; child?: ChildProcess; describeFailure?: () => string },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (options.child && (options.child.exitCode !== null || options.child.signalCode !== null)) {
      throw new Error(`${what} exited during start-up.${options.describeFailure ? `\n${options.describeFailure()}` : ''}`);
    }
    if (await check().catch(() => false)) return;
    await delay(100);
  }
  throw new Error(`${what} was not ready after ${options.timeoutMs / 1000} s.${options.describeFailure ? `\n${options.describeFailure()}` : ''}`);
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The stat fields of a process after its name (Linux's /proc), or undefined. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Parent pid of a process (Linux); undefined where /proc is not available. */
export function parentPid(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : undefined;
}

/** When a process started (clock ticks since boot, Linux): with its pid, names one process for good. */
export function processStartTime(pid: number): string | undefined {
  return statFields(pid)?.[19];
}

/** User + system CPU seconds a process has used (Linux; sysconf's clock ticks are 100 a second there), or undefined. */
export function cpuSeconds(pid: number): number | undefined {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : undefined;
}

/** The processes whose parent is `pid`, with their command lines (Linux). */
export function childProcesses(pid: number): { pid: number; command: string }[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry) && parentPid(Number(entry)) === pid)
    .map((entry) => {
      let command = '';
      try {
        command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      } catch {
        // gone meanwhile
      }
      return { pid: Number(entry), command };
    });
}
