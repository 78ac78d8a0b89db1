import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const SOURCES = ['app', 'components', 'lib', 'server', 'scripts', 'test'];

/** Every test file of the sources (e2e/ is Playwright's, mobile/ has its own). */
function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/**
 * The two tiers, told apart by what a test file uses: the shared PostgreSQL and Auth emulator that
 * test/global-setup.ts starts (test/database, test/auth, test/fixtures, inject()), or processes and
 * servers it starts itself. Anything else is a pure unit: `npm run test:unit` runs those in seconds,
 * without starting anything.
 */
const USES_SERVICES = /test\/(database|auth|fixtures)['"]|\binject\(|child_process|\bspawn\(|EmbeddedPostgres|s3rver|new Worker\(/;
const all = SOURCES.flatMap(testFiles);
const usesServices = (file: string) => USES_SERVICES.test(fs.readFileSync(path.join(root, file), 'utf8'));
const apiFiles = all.filter(usesServices);
const unitFiles = all.filter((file) => !usesServices(file));

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      // Server entry files import 'server-only', which throws outside a React server bundle.
      'server-only': path.join(root, 'test/server-only.ts'),
    },
  },
  test: {
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Its default on two CPUs is one worker; the tests spend much of their time waiting on
    // PostgreSQL and the Auth emulator, and two workers took the run from 253 s to 166 s.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: unitFiles } },
      { extends: true, test: { name: 'api', include: apiFiles, globalSetup: ['test/global-setup.ts'] } },
    ],
  },
});
