/**
 * What a start script killed outright (SIGKILL) leaves running: the processes it had started keep
 * their ports, and the next start would refuse to run. Each such process is recorded in a file
 * (its pid and start time, and the start script's pid) when it is started; the next start stops
 * it first, unless the start script that owns it is still running. The start time tells a process
 * from a later one that was given the same pid. Linux (/proc); elsewhere nothing is recorded.
 * (PostgreSQL has its own postmaster.pid for this: scripts/lib/embedded-postgres.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { delay, isProcessAlive, processStartTime, signalWithGroup } from './processes';

interface Recorded {
  pid: number;
  startTime: string;
  owner: number;
  ownerStartTime: string;
}

function read(file: string): Recorded | undefined {
  try {
    const [pid, startTime, owner, ownerStartTime] = fs.readFileSync(file, 'utf8').trim().split(/\s+/);
    if (!pid || !startTime || !owner || !ownerStartTime) return undefined;
    return { pid: Number(pid), startTime, owner: Number(owner), ownerStartTime };
  } catch {
    return undefined;
  }
}

/** Notes that this process started `pid`. */
export function recordStarted(file: string, pid: number): void {
  const startTime = processStartTime(pid);
  const ownStartTime = processStartTime(process.pid);
  if (!startTime || !ownStartTime) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${pid} ${startTime} ${process.pid} ${ownStartTime}\n`);
}

export function forgetStarted(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * Stops the process recorded in `file` if a start script that is gone left it running (its whole
 * process group: it was started detached). Throws if the start script that owns it still runs.
 */
export async function stopLeftover(file: string, what: string, log: (line: string) => void, stopSignal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const recorded = read(file);
  if (!recorded) return;
  const running = (pid: number, startTime: string) => isProcessAlive(pid) && processStartTime(pid) === startTime;
  if (!running(recorded.pid, recorded.startTime)) return forgetStarted(file);
  if (recorded.owner !== process.pid && running(recorded.owner, recorded.ownerStartTime)) {
    throw new Error(
      `${what} (pid ${recorded.pid}) is already running, started by process ${recorded.owner} on the same data folder. Stop that process first (another npm start?).`,
    );
  }
  log(`stopping ${what} left running by a start script that was killed (pid ${recorded.pid})`);
  signalWithGroup(recorded.pid, stopSignal);
  for (let waited = 0; running(recorded.pid, recorded.startTime); waited += 100) {
    if (waited === 15_000) signalWithGroup(recorded.pid, 'SIGKILL');
    if (waited > 30_000) throw new Error(`Could not stop ${what} left running (pid ${recorded.pid}).`);
    await delay(100);
  }
  forgetStarted(file);
}
