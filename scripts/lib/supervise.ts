/**
 * Keeps a service that `npm start` runs (the embedded PostgreSQL, the Auth emulator, Next)
 * running: when it exits without being asked to, it is started again after a growing pause, with
 * a log line each time, while the rest keeps going (v1 answers 503 with Retry-After while the
 * database is down). It gives up, with a clear message, when it cannot be started again or keeps
 * falling over.
 */
import { setTimeout as delay } from 'node:timers/promises';

export interface SupervisedService {
  start(): Promise<void>;
  onExit(listener: (code: number | null) => void): void;
}

export interface SuperviseOptions {
  say: (line: string) => void;
  /** true once the whole site is stopping: an exit then is expected */
  stopping: () => boolean;
  /** called once, with why, when the service cannot be kept up */
  giveUp: (reason: string) => void;
  /** pauses before each attempt to start it again */
  delaysMs?: number[];
  /** more unexpected exits than this within `windowMs`: it keeps falling over, stop trying */
  maxExits?: number;
  windowMs?: number;
  /** where to read why (its log file) */
  logFile?: string;
  /** what to do once it runs again (put back what it must hold) */
  restarted?: () => Promise<void>;
}

const DEFAULT_DELAYS = [500, 1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export function supervise(name: string, service: SupervisedService, options: SuperviseOptions): void {
  const delays = options.delaysMs ?? DEFAULT_DELAYS;
  const maxExits = options.maxExits ?? 5;
  const windowMs = options.windowMs ?? 10 * 60_000;
  const exits: number[] = [];
  const see = options.logFile ? `; see ${options.logFile}` : '';

  const watch = () => service.onExit((code) => void restart(code));

  async function restart(code: number | null) {
    if (options.stopping()) return;
    const now = Date.now();
    exits.push(now);
    while (exits.length > 0 && exits[0]! < now - windowMs) exits.shift();
    if (exits.length > maxExits) {
      return options.giveUp(`${name} stopped ${exits.length} times in ${Math.round(windowMs / 60_000)} minutes: not restarted again${see}`);
    }
    options.say(`${name} stopped unexpectedly (code ${code ?? 'none'}); restarting it${see}`);
    for (const [attempt, pause] of delays.entries()) {
      await delay(pause);
      if (options.stopping()) return;
      try {
        await service.start();
        await options.restarted?.();
        options.say(`${name} restarted (attempt ${attempt + 1})`);
        watch();
        return;
      } catch (error) {
        options.say(
          `${name}: restart attempt ${attempt + 1} of ${delays.length} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
      }
    }
    options.giveUp(`${name} could not be restarted after ${delays.length} attempts${see}`);
  }

  watch();
}
