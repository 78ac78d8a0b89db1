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
const source = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const apiFiles = all.filter((file) => USES_SERVICES.test(source(file)));
const unitFiles = all.filter((file) => !apiFiles.includes(file));

/**
 * A worker imports the server and the components once, not once per file (`isolate: false`):
 * importing them was most of the run (unit 35 s → 20 s, API 125 s → 60 s on a 2-CPU CI machine). A
 * file that replaces a module (`vi.mock`) runs in a fresh worker of its own (the `-isolated`
 * projects): in a shared one, the module may already be loaded unmocked by an earlier file.
 */
const MOCKS_MODULES = /\bvi\.(mock|doMock)\(/;
const tier = (name: string, files: string[], settings: { globalSetup?: string[] } = {}) =>
  [
    { extends: true as const, test: { ...settings, name, isolate: false, include: files.filter((file) => !MOCKS_MODULES.test(source(file))) } },
    {
      extends: true as const,
      test: { ...settings, name: `${name}-isolated`, isolate: true, include: files.filter((file) => MOCKS_MODULES.test(source(file))) },
    },
  ].filter((project) => project.test.include.length > 0);

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
    projects: [...tier('unit', unitFiles), ...tier('api', apiFiles, { globalSetup: ['test/global-setup.ts'] })],
  },
});
