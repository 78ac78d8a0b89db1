/** The v1 app of the benchmarks: on the bench database, logging into /dev/null, every outside service a no-op. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createV1App } from '../../server/api/app';
import type { Services } from '../../server/api/context';
import { createLimiters, RATE_LIMITS } from '../../server/api/rate-limits';
import type { Db } from '../../server/db/client';
import { localFileStore } from '../../server/storage/files';

/** Statements sent to a pool, kept while `capturing` is on: what a request asked, to run again as plain SQL. */
export interface CapturedStatements {
  statements: { text: string; values: unknown[] }[];
  capturing: boolean;
}

/**
 * Keeps the statements `pool` is sent while `captured.capturing` is on, on its own or on a client
 * it lends (a transaction), transaction control left out.
 */
export function captureStatements(pool: { query: (...args: never[]) => unknown; connect: (...args: never[]) => unknown }): CapturedStatements {
  const captured: CapturedStatements = { statements: [], capturing: false };
  type Queryable = { query: (...args: unknown[]) => Promise<unknown> };
  const wrap = (target: Queryable) => {
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      if (captured.capturing) {
        const config = args[0] as { text?: string; values?: unknown[] } | string;
        const text = typeof config === 'string' ? config : config.text!;
        const values = (typeof config === 'string' ? undefined : config.values) ?? (args[1] as unknown[] | undefined) ?? [];
        if (!/^(begin|commit|rollback)\b/i.test(text)) captured.statements.push({ text, values });
      }
      return query(...args);
    };
  };
  wrap(pool as unknown as Queryable);
  // pool.query itself borrows a client through connect(callback): both forms are kept.
  type Client = Queryable & { wrapped?: boolean };
  const connect = (pool.connect as (callback?: (error: Error | undefined, client: Client, done: unknown) => void) => Promise<Client> | undefined).bind(pool);
  const wrapOnce = (client: Client) => {
    if (client && !client.wrapped) {
      wrap(client);
      client.wrapped = true;
    }
    return client;
  };
  (pool as unknown as { connect: (callback?: (error: Error | undefined, client: Client, done: unknown) => void) => unknown }).connect = (callback) =>
    callback ? connect((error, client, done) => callback(error, wrapOnce(client), done)) : connect()!.then(wrapOnce);
  return captured;
}

export function createBenchApp(db: Db, overrides: Partial<Services> = {}) {
  return createV1App({
    db,
    log: pino({ level: 'info' }, pino.destination('/dev/null')),
    verifyIdToken: async () => null,
    identity: { revokeSessions: async () => undefined, deleteAccount: async () => undefined },
    publicPages: {
      listingsChanged: () => undefined,
      shopChanged: () => undefined,
      settingsChanged: () => undefined,
      packsChanged: () => undefined,
      adsChanged: () => undefined,
    },
    files: localFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-bench-'))),
    limiters: createLimiters(RATE_LIMITS),
    cmi: { gatewayUrl: 'http://127.0.0.1:3100/fim/est3Dgate', clientId: '600000000', storeKey: 'TEST1234', siteUrl: 'http://localhost:3000' },
    jobs: { send: async () => undefined },
    ...overrides,
  });
}
