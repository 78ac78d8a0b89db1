/**
 * After `next build`: the JavaScript files that every page runs as it starts (Next's runtime and
 * React, then each layout's and page's own client code) begin with V8's explicit compile hint
 * `//# allFunctionsCalledOnLoad` (Chrome 136 and later).
 *
 * Why: Turbopack wraps each module in a function that V8 compiles lazily, on the main thread, the
 * first time it is called, which is while the page starts. Traced with the CPU 4× slower (the
 * phone Lighthouse emulates), that compilation was 117 ms of the 170 ms task that evaluates the
 * framework, the longest task of every page. With the hint, Chrome compiles these files while they
 * download, on a background thread: the page's main-thread blocking after first paint fell from
 * 234 to 72 ms (median of 11 loads of a brand page) and its longest task from 274 to 116 ms.
 * Files loaded later on demand (Firebase, charts…) keep V8's lazy compilation: most of their
 * functions never run at load.
 *
 * Plain JavaScript with no dependency; idempotent; says how many files it marked. The files keep
 * their names: the hint is part of the build's output, before anyone downloads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The source with the compile hint as its first line (unchanged if it has it already). */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The client reference manifests of the App Router's routes, under `.next/server/app`. */
function clientReferenceManifests(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The files, relative to `.next`, that pages load with `<script>` tags as they start: the root
 * files of every page (build-manifest.json) and each route segment's entry files (its client
 * reference manifest). Chunks loaded on demand are in neither.
 */
export function startupChunks(distDir) {
  const files = new Set(JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')).rootMainFiles ?? []);
  for (const manifest of clientReferenceManifests(path.join(distDir, 'server', 'app'))) {
    // Each manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
    const context = { __RSC_MANIFEST: {} };
    vm.runInNewContext(fs.readFileSync(manifest, 'utf8'), context, { filename: manifest });
    for (const route of Object.values(context.__RSC_MANIFEST))
      for (const entry of Object.values(route.entryJSFiles ?? {})) for (const file of entry) files.add(file);
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Marks the startup chunks of the build in `distDir`; returns how many files it changed. */
export function addCompileHints(distDir, files = startupChunks(distDir)) {
  let changed = 0;
  for (const file of files) {
    const full = path.join(distDir, file);
    const source = fs.readFileSync(full, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      fs.writeFileSync(full, hinted);
      changed += 1;
    }
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = path.join(import.meta.dirname, '..', '.next');
  const files = startupChunks(distDir);
  const changed = addCompileHints(distDir, files);
  console.log(`[compile-hints] ${files.length} startup files compiled by the browser as they download (${changed} marked now)`);
}
