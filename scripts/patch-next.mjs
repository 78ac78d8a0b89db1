/**
 * postinstall: one fix to Next's page cache (IncrementalCache.set), until upstream has it.
 *
 * Before every cache write Next measures the entry with JSON.stringify to enforce a 2 MB limit
 * that only concerns fetch-cache entries without a custom cache handler, neither of which a
 * page entry is. A page entry holds its HTML, its RSC payload and one payload per segment as
 * Buffers, which JSON turns into arrays of numbers: measured with `npm run bench:pages`, that
 * useless measure was a third of the CPU of every listing page rendered for the first time
 * (36 → 52 uncached listing pages a second). The fix measures fetch-cache entries only, the same
 * condition evaluated in another order.
 *
 * Plain JavaScript with no dependency: it runs right after `npm install`. Idempotent; it says
 * which files it patched, and test/patch-next.test.ts fails if the runtime `next start` loads is
 * left unpatched (a Next upgrade that changes the code must revisit this).
 */
import fs from 'node:fs';
import path from 'node:path';

const nextDir = path.join(import.meta.dirname, '..', 'node_modules', 'next', 'dist');

/** [the code as Next ships it, the fixed code]: minified runtimes, then the plain module. */
const FIXES = [
  [/let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g, 'let $1=0;if($3.fetchCache&&($1=JSON.stringify($2).length)>2097152'],
  [
    /const itemSize = JSON\.stringify\(data\)\.length;\n(\s*)if \(ctx\.fetchCache && itemSize > 2 \* 1024 \* 1024 &&/g,
    'let itemSize = 0;\n$1if (ctx.fetchCache && (itemSize = JSON.stringify(data).length) > 2 * 1024 * 1024 &&',
  ],
];

export function patchSource(source) {
  return FIXES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), source);
}

export function patchNext(root = nextDir) {
  const files = [
    ...fs.readdirSync(path.join(root, 'compiled', 'next-server')).filter((name) => /^app-(page|route).*\.runtime\.prod\.js$/.test(name)).map((name) => path.join(root, 'compiled', 'next-server', name)),
    path.join(root, 'server', 'lib', 'incremental-cache', 'index.js'),
  ];
  const patched = [];
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    const fixed = patchSource(source);
    if (fixed !== source) {
      fs.writeFileSync(file, fixed);
      patched.push(path.relative(root, file));
    }
  }
  return patched;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(nextDir)) process.exit(0);
  const patched = patchNext();
  console.log(patched.length ? `[patch-next] page cache writes no longer measured with JSON.stringify: ${patched.join(', ')}` : '[patch-next] already patched');
}
