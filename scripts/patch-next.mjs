/**
 * postinstall: fixes to Next's server, until upstream has them.
 *
 * 1. IncrementalCache.set: before every cache write Next measures the entry with JSON.stringify
 *    to enforce a 2 MB limit that only concerns fetch-cache entries without a custom cache
 *    handler, neither of which a page entry is. A page entry holds its HTML, its RSC payload and
 *    one payload per segment as Buffers, which JSON turns into arrays of numbers: measured with
 *    `npm run bench:pages`, that useless measure was a third of the CPU of every listing page
 *    rendered for the first time (36 → 52 uncached listing pages a second). The fix measures
 *    fetch-cache entries only, the same condition evaluated in another order.
 * 2. sendRenderResult (every cached or prerendered page sent): Next hashed the whole HTML for its
 *    ETag with an FNV-1a written in JavaScript, a character at a time (0.4 ms for a 90 kB listing
 *    page), then measured its UTF-8 length and had the socket encode it again. The fix encodes the
 *    page once and hashes the bytes with the native SHA-1: a cached listing page costs 1.0 ms of
 *    CPU instead of 1.5 (bench:pages). The ETag is still a strong validator of the exact bytes, and
 *    If-None-Match still gets a 304. The app keeps each cached page's bytes and version
 *    (encodePage: a cached page is the same text on every request, and encoding and hashing its
 *    160 kB took a tenth of a cached list's CPU), and says the status a page declares for itself
 *    (an expired listing's 410: App Router pages cannot set one). The page then goes to the app's
 *    compressed copies when it has registered them (server/cache/compressed-pages.ts): compressed
 *    once per version, not on every request by Next's compression middleware.
 *
 * 3. handleRequest: Next wrote the connection's peer into X-Forwarded-For only when the request had
 *    no such header, so a client that sent one chose the address every rate limit counts it under
 *    (a script rotating it was never limited). The fix appends the peer, as a proxy does; the app
 *    believes only the hops its trusted proxies appended (server/client-address.ts).
 *
 * 4. handleRewrites (every page and route handler, in the route module's prepare): Next compiled
 *    each rewrite rule of next.config.ts with path-to-regexp again on every request. The page
 *    tree of both languages rewrites the French addresses (/boutiques → /fr/boutiques): that
 *    compiling cost a prerendered page a fifth of its rate (bench:pages). The fix compiles each
 *    rule once, on first use, keeping it with the rule (the routes manifest is loaded once).
 * 5. getServerUtils (the same prepare): a dynamic route's parameter pattern (getNamedRouteRegex)
 *    was built again on every request; the utilities depend only on the page and the build's
 *    configuration. The fix keeps them per page on the route module.
 * 6. start-server's cleanup (SIGTERM, Ctrl-C): Next closes its server then exits, with no hook for
 *    the app's own work; the traces of the last seconds, still in the batch, were lost. The fix
 *    awaits the app's before-exit work (server/runtime/before-exit.ts), once the server is closed.
 *
 * Plain JavaScript with no dependency: it runs right after `npm install`, before `npm run build`
 * bundles the ESM files. Idempotent; it says which files it patched, and
 * scripts/patch-next.test.ts fails if a file `next start` loads is left unpatched (a Next upgrade
 * that changes the code must revisit this).
 */
import fs from 'node:fs';
import path from 'node:path';

const nextDir = path.join(import.meta.dirname, '..', 'node_modules', 'next', 'dist');

const SEND_COMMENT = '// motomaroc (scripts/patch-next.mjs): the page is encoded once, its ETag hashed natively';
/**
 * The page's bytes and their version (`sha1`: a function of a Buffer giving base64url), its ETag.
 * The app may keep them per page (encodePage, server/cache/compressed-pages.ts: a cached page is
 * the same text on every request), with the status the page declares for itself and its headers.
 */
const sendOnce = (indent, sha1) =>
  `${indent}${SEND_COMMENT}\n${indent}const text = result.isDynamic ? null : result.toUnchunkedString();\n` +
  `${indent}const encodePage = globalThis[Symbol.for('motomaroc.encodePage')];\n` +
  `${indent}const encoded = text !== null && encodePage ? encodePage(text) : null;\n` +
  `${indent}const payload = text === null ? null : encoded ? encoded.payload : Buffer.from(text);\n` +
  `${indent}const version = payload === null ? null : encoded ? encoded.version : ${sha1};\n` +
  `${indent}if (encoded && encoded.status) {\n${indent}    res.statusCode = encoded.status;\n${indent}    for (const name in encoded.headers) res.setHeader(name, encoded.headers[name]);\n${indent}}\n` +
  `${indent}if (generateEtags && payload !== null) {\n${indent}    const etag = '"' + version + '"';`;
/** Whole pages go to the app's compressed copies when it has registered them (server/cache/compressed-pages.ts). */
const sendCompressed = (indent) =>
  `${indent}// motomaroc (scripts/patch-next.mjs): a whole page is sent from the app's compressed copies when the client accepts them\n` +
  `${indent}const sendCompressedPage = globalThis[Symbol.for('motomaroc.sendCompressedPage')];\n` +
  `${indent}if (payload && sendCompressedPage && await sendCompressedPage(req, res, payload, version)) {\n${indent}    return;\n${indent}}\n`;

/** Appends the peer of `original` (the IncomingMessage) to the X-Forwarded-For of `request`, once per request. */
const appendPeer = (request, original) => {
  const done = `${original}[Symbol.for('motomaroc.peerForwarded')]`;
  const peer = `${original}.socket.remoteAddress`;
  const header = `${request}.headers['x-forwarded-for']`;
  return `${original} != null && ${original}.socket != null && ${peer} && !${done} && (${done} = true, ${header} = ${header} ? ${header} + ', ' + ${peer} : ${peer})`;
};

/**
 * (rule, compile) → the rule's matcher, compiled on first use (fix 4). Keyed by the rule object:
 * Next's routes manifest is loaded once and frozen, so the same objects come back on every request.
 */
const ONCE_PER_RULE =
  "(globalThis[Symbol.for('motomaroc.rewriteMatcher')]??=((compiled=new WeakMap())=>(rule,compile)=>{let matcher=compiled.get(rule);if(matcher===undefined)compiled.set(rule,matcher=compile());return matcher})())";

/**
 * Where a route module keeps its server utilities, per page (fix 5): they depend only on the page
 * and the build's configuration (i18n, base path, rewrites), the same on every request.
 */
const SERVER_UTILS = "Symbol.for('motomaroc.serverUtils')";
const BEFORE_EXIT = "globalThis[Symbol.for('motomaroc.beforeExit')]";

/** [the code as Next ships it, the fixed code]. */
const FIXES = [
  // 1. the cache write: minified runtimes, then the plain module
  [/let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g, 'let $1=0;if($3.fetchCache&&($1=JSON.stringify($2).length)>2097152'],
  [
    /const itemSize = JSON\.stringify\(data\)\.length;\n(\s*)if \(ctx\.fetchCache && itemSize > 2 \* 1024 \* 1024 &&/g,
    'let itemSize = 0;\n$1if (ctx.fetchCache && (itemSize = JSON.stringify(data).length) > 2 * 1024 * 1024 &&',
  ],
  // 2. sending a page: the ESM module (bundled into the app's pages), then the CommonJS one (next-server)
  [
    /(import \{ generateETag \} from '\.\/lib\/etag';)([\s\S]*?)\n( *)const payload = result\.isDynamic \? null : result\.toUnchunkedString\(\);\n *if \(generateEtags && payload !== null\) \{\n *const etag = generateETag\(payload\);/,
    (_, importLine, between, indent) =>
      `${importLine}\nimport { createHash } from 'crypto';${between}\n${sendOnce(indent, "createHash('sha1').update(payload).digest('base64url')")}`,
  ],
  [
    /\n( *)const payload = result\.isDynamic \? null : result\.toUnchunkedString\(\);\n *if \(generateEtags && payload !== null\) \{\n *const etag = \(0, _etag\.generateETag\)\(payload\);/,
    (_, indent) => `\n${sendOnce(indent, "require('crypto').createHash('sha1').update(payload).digest('base64url')")}`,
  ],
  // both modules: before sending the page as it is
  [
    /(res\.setHeader\('Content-Type', result\.contentType\);\n *\}\n)( *)(if \(payload\) \{\n *res\.setHeader\('Content-Length')/,
    (_, before, indent, after) => `${before}${sendCompressed(indent)}${indent}${after}`,
  ],
  // 3. the peer in X-Forwarded-For: the plain modules, then the minified server runtime (standalone output)
  [
    /\n( *)req\.headers\['x-forwarded-for'\] \?\?= originalRequest == null \? void 0 : \(_originalRequest_socket1 = originalRequest\.socket\) == null \? void 0 : _originalRequest_socket1\.remoteAddress;/,
    (_, indent) =>
      `\n${indent}// motomaroc (scripts/patch-next.mjs): the peer is appended to X-Forwarded-For, as a proxy does\n${indent}${appendPeer('req', 'originalRequest')};`,
  ],
  [
    /(\w+)\.headers\["x-forwarded-for"\]\?\?=null==(\w+)\?void 0:null==\(\w+=\2\.socket\)\?void 0:\w+\.remoteAddress,/,
    (_, request, original) => `${appendPeer(request, original)},`,
  ],
  // 4. a rewrite's matcher compiled once per rule: the minified runtimes, then the plain module
  [
    /(let [\w$]+,[\w$]+,[\w$]+,[\w$]+=)\(([\w$]+)=([\w$]+)\.source\+([\s\S]{1,2000}?)\);if\(!([\w$]+)\.pathname\)return!1;/g,
    (_, declaration, source, rule, rest, url) => `${declaration}${ONCE_PER_RULE}(${rule},()=>(${source}=${rule}.source+${rest}));if(!${url}.pathname)return!1;`,
  ],
  [
    /\n( *)const matcher = (\(0, _pathmatch\.getPathMatch\)\(rewrite\.source \+[^;]*?\}\));\n/,
    (_, indent, compile) =>
      `\n${indent}// motomaroc (scripts/patch-next.mjs): compiled once per rule\n${indent}const matcher = ${ONCE_PER_RULE}(rewrite, () => ${compile});\n`,
  ],
  // 5. a route's server utilities (its parameters' pattern, its rewrites) built once per route: the minified runtimes, then the plain module
  [
    /let ([\w$]+)=(\(0,[\w$]+\.[\w$]+\)\([\w$]+\)),([\w$]+)=function\(\{page:/g,
    (_, page, normalize, utils) => `let ${page}=${normalize},${utils}=(this[${SERVER_UTILS}]??={})[${page}]??=function({page:`,
  ],
  [
    /\n( *)const serverUtils = \(0, _serverutils\.getServerUtils\)\(\{\n( *)page: normalizedSrcPage,/,
    (_, indent, propIndent) =>
      `\n${indent}// motomaroc (scripts/patch-next.mjs): built once per route\n${indent}const serverUtils = (this[${SERVER_UTILS}] ??= {})[normalizedSrcPage] ??= (0, _serverutils.getServerUtils)({\n${propIndent}page: normalizedSrcPage,`,
  ],
  // 6. the app's before-exit work, awaited once the server is closed: the plain modules (CommonJS and ESM)
  [
    /(\]\);\n)( *)\/\/ Flush any remaining traces to the trace file on shutdown\n/,
    (_, closed, indent) =>
      `${closed}${indent}// motomaroc (scripts/patch-next.mjs): the app's work before exit (its last spans)\n${indent}await ${BEFORE_EXIT}?.();\n${indent}// Flush any remaining traces to the trace file on shutdown\n`,
  ],
];

export function patchSource(source) {
  return FIXES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), source);
}

/** What each fix leaves in the code it changed: how the install tells a patched file from one Next changed under it. */
const APPLIED = {
  cacheWriteMinified: /fetchCache&&\(\w+=JSON\.stringify/,
  cacheWrite: /let itemSize = 0;/,
  sentOnce: /motomaroc\.encodePage/,
  sentCompressed: /motomaroc\.sendCompressedPage/,
  peerAppended: /motomaroc\.peerForwarded/,
  rewriteMatcherOnce: /motomaroc\.rewriteMatcher/,
  serverUtilsOnce: /motomaroc\.serverUtils/,
  beforeExitAwaited: /await globalThis\[Symbol\.for\('motomaroc\.beforeExit'\)\]/,
};

/** The files `next start` loads that the fixes change, each with the fixes it must carry. */
function targets(root) {
  const serverRuntimes = path.join(root, 'compiled', 'next-server');
  return [
    ...fs
      .readdirSync(serverRuntimes)
      .filter((name) => /^app-(page|route).*\.runtime\.prod\.js$/.test(name))
      .map((name) => ({ file: path.join(serverRuntimes, name), fixes: ['cacheWriteMinified', 'rewriteMatcherOnce', 'serverUtilsOnce'] })),
    { file: path.join(root, 'server', 'lib', 'incremental-cache', 'index.js'), fixes: ['cacheWrite'] },
    { file: path.join(root, 'esm', 'server', 'send-payload.js'), fixes: ['sentOnce', 'sentCompressed'] },
    { file: path.join(root, 'server', 'send-payload.js'), fixes: ['sentOnce', 'sentCompressed'] },
    { file: path.join(root, 'server', 'base-server.js'), fixes: ['peerAppended'] },
    { file: path.join(root, 'server', 'server-utils.js'), fixes: ['rewriteMatcherOnce'] },
    { file: path.join(root, 'server', 'route-modules', 'route-module.js'), fixes: ['serverUtilsOnce'] },
    { file: path.join(root, 'esm', 'server', 'base-server.js'), fixes: ['peerAppended'] },
    { file: path.join(serverRuntimes, 'server.runtime.prod.js'), fixes: ['cacheWriteMinified', 'peerAppended'] },
    { file: path.join(root, 'server', 'lib', 'start-server.js'), fixes: ['beforeExitAwaited'] },
    { file: path.join(root, 'esm', 'server', 'lib', 'start-server.js'), fixes: ['beforeExitAwaited'] },
  ];
}

/**
 * Patches the files of Next under `root`. Answers the files it changed, and the fixes that did not
 * take: a file missing, or code that no longer reads as the fix expects (a Next upgrade).
 */
export function patchNext(root = nextDir) {
  const patched = [];
  const missing = [];
  for (const { file, fixes } of targets(root)) {
    const name = path.relative(root, file);
    if (!fs.existsSync(file)) {
      missing.push(`${name} (no such file)`);
      continue;
    }
    const source = fs.readFileSync(file, 'utf8');
    const fixed = patchSource(source);
    if (fixed !== source) {
      fs.writeFileSync(file, fixed);
      patched.push(name);
    }
    for (const fix of fixes) if (!APPLIED[fix].test(fixed)) missing.push(`${name} (${fix})`);
  }
  return { patched, missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!fs.existsSync(nextDir)) process.exit(0);
  const { patched, missing } = patchNext();
  if (missing.length > 0) {
    const version = JSON.parse(fs.readFileSync(path.join(nextDir, '..', 'package.json'), 'utf8')).version;
    console.error(
      `[patch-next] Next ${version} no longer has the code these fixes change: ${missing.join(', ')}.\n` +
        '[patch-next] Install the version package.json pins, or update scripts/patch-next.mjs for this one (docs/patches.md says what each fix is for).',
    );
    process.exit(1);
  }
  console.log(
    patched.length
      ? `[patch-next] page cache writes not measured with JSON.stringify, pages sent encoded once with a native ETag and from the app's compressed copies, the peer appended to X-Forwarded-For, rewrite rules and route patterns compiled once, the app's before-exit work awaited: ${patched.join(', ')}`
      : '[patch-next] every fix already in place',
  );
}
