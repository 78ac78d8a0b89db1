import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript run after next build, without types
import { COMPILE_HINT, addCompileHints, startupChunks, withCompileHint } from './compile-hints.mjs';

/** A `.next` folder as Turbopack leaves it: two root files, a layout and a page with their entry files, and a chunk loaded on demand. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['root-a', 'root-b', 'layout', 'page', 'on-demand'])
    fs.writeFileSync(path.join(chunks, `${name}.js`), `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  fs.writeFileSync(path.join(chunks, 'styles.css'), 'body{}');
  fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/root-a.js', 'static/chunks/root-b.js'] }));
  const manifestDir = path.join(dist, 'server', 'app', 'annonces');
  fs.mkdirSync(manifestDir, { recursive: true });
  const manifest = {
    entryCSSFiles: { '[project]/app/layout': [{ path: 'static/chunks/styles.css' }] },
    entryJSFiles: { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/annonces/page': ['static/chunks/layout.js', 'static/chunks/page.js'] },
  };
  fs.writeFileSync(
    path.join(manifestDir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST["/annonces/page"]=${JSON.stringify(manifest)};`,
  );
  return dist;
}

const builds: string[] = [];
afterEach(() => {
  for (const dist of builds.splice(0)) fs.rmSync(dist, { recursive: true, force: true });
});

describe('compile hints (after next build)', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('push([1]);');
    expect(hinted).toBe(`${COMPILE_HINT}\npush([1]);`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('marks the files pages load as they start, and only those', () => {
    const dist = fakeBuild();
    builds.push(dist);
    expect(startupChunks(dist).sort()).toEqual(['static/chunks/layout.js', 'static/chunks/page.js', 'static/chunks/root-a.js', 'static/chunks/root-b.js']);
    expect(addCompileHints(dist)).toBe(4);
    const read = (name: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');
    for (const name of ['root-a.js', 'root-b.js', 'layout.js', 'page.js']) expect(read(name).split('\n')[0]).toBe(COMPILE_HINT);
    expect(read('on-demand.js')).not.toContain(COMPILE_HINT);
    expect(read('styles.css')).toBe('body{}');
    // A second run (npm run build twice on the same output) changes nothing.
    expect(addCompileHints(dist)).toBe(0);
    expect(read('page.js').split(COMPILE_HINT).length).toBe(2);
  });
});
