/**
 * The Firebase Auth emulator (firebase-tools), for a demo- project: local sign-in that works offline.
 * Used by npm start / npm run dev when no real Firebase project is configured, and by the tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { forgetStarted, recordStarted, stopLeftover } from './pid-file';
import { freePort, isPortFree, stopChild, waitUntil } from './processes';

export interface AuthEmulatorOptions {
  projectId: string;
  port: number;
  /** folder for its config, logs and (when persistent) its exported accounts */
  workDir: string;
  /** keep accounts across restarts (import at start, export on exit) */
  persistent: boolean;
  log?: (message: string) => void;
}

export class AuthEmulator {
  private child?: ChildProcess;
  readonly logFile: string;
  /** which emulator this start runs, for the next start if this one is killed (pid-file.ts) */
  private readonly pidFile: string;

  constructor(private readonly options: AuthEmulatorOptions) {
    this.logFile = path.join(options.workDir, 'emulator.log');
    this.pidFile = path.join(options.workDir, 'emulator.pid');
  }

  /** host:port, the value of FIREBASE_AUTH_EMULATOR_HOST */
  get host(): string {
    return `127.0.0.1:${this.options.port}`;
  }

  async start(): Promise<void> {
    const { workDir, port, projectId, persistent } = this.options;
    if (!projectId.startsWith('demo-')) throw new Error(`The Auth emulator only runs demo- projects, not ${projectId}.`);
    // SIGINT, as stop() does: it exports its accounts before it exits.
    await stopLeftover(this.pidFile, 'an Auth emulator', this.options.log ?? (() => undefined), 'SIGINT');
    if (!(await isPortFree(port))) {
      throw new Error(`Port ${port} is already in use: set FIREBASE_EMULATOR_PORT to a free port.`);
    }
    fs.mkdirSync(workDir, { recursive: true });
    // The emulator suite also opens a hub and a logging port: take free ones so that several
    // instances (the app, the tests) can run side by side.
    const config = {
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: await freePort() },
        logging: { host: '127.0.0.1', port: await freePort() },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    };
    const configFile = path.join(workDir, 'firebase.json');
    fs.writeFileSync(configFile, JSON.stringify(config, null, 2));

    const exportDir = path.join(workDir, 'export');
    const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile];
    if (persistent) {
      if (fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) args.push('--import', exportDir);
      args.push('--export-on-exit', exportDir);
    }
    const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
    const logFd = fs.openSync(this.logFile, 'a');
    this.child = spawn(process.execPath, [cli, ...args], {
      cwd: workDir,
      stdio: ['ignore', logFd, logFd],
      // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop it in order.
      detached: true,
      // TMPDIR: the suite finds "its" hub through a file named after the project in the temporary
      // folder; with a shared one, the export on exit of one site came from another site's emulator.
      env: { ...process.env, TMPDIR: path.resolve(workDir), NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', CI: process.env.CI ?? '1' },
    });
    fs.closeSync(logFd);
    if (this.child.pid) recordStarted(this.pidFile, this.child.pid);
    await waitUntil(
      'The Firebase Auth emulator',
      async () => {
        const response = await fetch(`http://${this.host}/`);
        const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
        return body.authEmulator?.ready === true;
      },
      {
        timeoutMs: 60_000,
        child: this.child,
        describeFailure: () => `See ${this.logFile}:\n${fs.readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n')}`,
      },
    );
  }

  /** Creates the accounts that do not exist yet (see ensureAuthUsers). */
  ensureUsers(users: EmulatorUser[]): Promise<number> {
    return ensureAuthUsers(this.host, this.options.projectId, users);
  }

  /** SIGINT lets it export its accounts (when persistent) before it exits. */
  async stop(): Promise<void> {
    if (!this.child) return;
    await stopChild(this.child, 'SIGINT', 20_000);
    this.child = undefined;
    forgetStarted(this.pidFile);
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  onExit(listener: (code: number | null) => void): void {
    this.child?.once('exit', listener);
  }
}

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/**
 * Creates, in the emulator at `host`, the accounts that do not exist yet (same uid as in the
 * database), with its admin REST API. Existing accounts are left as they are. Returns how many
 * were created.
 */
export async function ensureAuthUsers(host: string, projectId: string, users: EmulatorUser[]): Promise<number> {
  let created = 0;
  for (const user of users) {
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ localId: user.uid, email: user.email, password: user.password, displayName: user.displayName, emailVerified: true }),
    });
    if (response.ok) {
      created++;
      continue;
    }
    const body = await response.text();
    if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(body)) throw new Error(`The Auth emulator refused ${user.email}: ${body}`);
  }
  return created;
}
