/**
 * Starts, once for the whole run, what the tests share: an embedded PostgreSQL with a migrated
 * template database (reference data included) that every test file clones, and a Firebase Auth
 * emulator. Both live in a temporary folder removed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { AuthEmulator } from '../scripts/lib/auth-emulator';
import { EmbeddedPostgres } from '../scripts/lib/embedded-postgres';
import { freePort } from '../scripts/lib/processes';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { seedReferenceData } from '../server/db/seed';

export const TEMPLATE_DATABASE = 'motomaroc_template';
export const TEST_PROJECT_ID = 'demo-motomaroc-test';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
    templateDatabase: string;
    authEmulatorHost: string;
    firebaseProjectId: string;
  }
}

export default async function setup(project: TestProject) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-test-'));
  fs.chmodSync(workDir, 0o755);
  const postgres = new EmbeddedPostgres({
    dataDir: path.join(workDir, 'postgres'),
    port: await freePort(),
    // Test data is disposable: trade durability for speed.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' },
  });
  const emulator = new AuthEmulator({
    projectId: TEST_PROJECT_ID,
    port: await freePort(),
    workDir: path.join(workDir, 'firebase'),
    persistent: false,
  });
  try {
    await Promise.all([postgres.start(), emulator.start()]);
    await postgres.ensureDatabase(TEMPLATE_DATABASE);
    const template = openDatabase(postgres.url(TEMPLATE_DATABASE), { max: 2 });
    await migrateDatabase(template.pool);
    await seedReferenceData(template.db);
    await template.close();
  } catch (error) {
    await Promise.allSettled([emulator.stop(), postgres.stop()]);
    throw error;
  }

  project.provide('postgresAdminUrl', postgres.url('postgres'));
  project.provide('templateDatabase', TEMPLATE_DATABASE);
  project.provide('authEmulatorHost', emulator.host);
  project.provide('firebaseProjectId', TEST_PROJECT_ID);

  return async () => {
    await Promise.allSettled([emulator.stop(), postgres.stop()]);
    fs.rmSync(workDir, { recursive: true, force: true });
  };
}
