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
 * 7. prepareDestination (for every rewritten address, every French page: in the router server,
 *    then again in the route module's handleRewrites): Next parsed the rule's destination and
 *    compiled it with path-to-regexp on every request, though both depend only on the destination
 *    and the names of the parameters and query. The fix keeps them per destination and names (at
 *    most 1,000: the names come from the query), and fills in the values per request as before.
 * 8. checkTrue (the router server, for every page: with one page tree, every page is a dynamic
 *    route, /[locale]/…): Next tried each dynamic route's pattern in turn on every request, 48 of
 *    them before /[locale]/pages/about. The fix keeps, per pathname, the routes whose pattern
 *    matches it (at most 2,000 pathnames), and runs Next's loop over those only, in Next's order;
 *    a request re-resolved after a route declined it (invokedOutputs) tries them all, as shipped.
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

/**
 * A rewrite's destination parsed and compiled once per destination and parameter names (fix 7):
 * `(args, prepare)` answers what `prepare()` gave the first time for that destination and those
 * names, the values being filled in per request by the rest of prepareDestination, on a copy.
 * Each kind of caller (the router server, the route modules' runtimes) keeps its own: what they
 * keep differs. At most 1,000 entries: the names come from the request's query.
 */
const keptDestinations = (kind) =>
  `(globalThis[Symbol.for('motomaroc.preparedDestination.${kind}')]??=((kept=new Map())=>(args,prepare)=>{const names=args.destination+"\\n"+Object.keys({...args.params,...args.query}).join("\\n");let prepared=kept.get(names);if(prepared===undefined){prepared=prepare();if(kept.size>=1000)kept.clear();kept.set(names,prepared)}return prepared})())`;

/** The start of prepareDestination in the plain module, the prepared part kept (fix 7). */
const PREPARED_DESTINATION = `function prepareDestination(args) {
    // motomaroc (scripts/patch-next.mjs): parsed and compiled once per destination and names
    const { parsed, destPath, destParams, destPathCompiler, destHostnameCompiler } = ${keptDestinations('router')}(args, ()=>{
        const parsed = parseDestination(args);
        const destPath = parsed.hash ? \`\${parsed.pathname}\${parsed.hash}\` : parsed.pathname;
        const keys = [];
        (0, _routematchutils.safePathToRegexp)(destPath, keys);
        if (parsed.hostname) (0, _routematchutils.safePathToRegexp)(parsed.hostname, keys);
        return {
            parsed,
            destPath,
            destParams: keys.map((key)=>key.name),
            destPathCompiler: (0, _routematchutils.safeCompile)(destPath, { validate: false }),
            destHostnameCompiler: parsed.hostname ? (0, _routematchutils.safeCompile)(parsed.hostname, { validate: false, encode: encodeURIComponent }) : undefined
        };
    });
    const parsedDestination = { ...parsed, query: { ...parsed.query } };
    const { query: destQuery, search: destSearch } = parsedDestination;
`;

/**
 * The same in the minified runtimes, where prepareDestination is inlined in checkRewrite: its
 * parsing (`n`), path (`o`), parameter names (`l`), and compilers (`c`, `t`) kept, the rest as shipped.
 */
function keepMinifiedDestination(_, t, r, n, parse, host, query, search, path, names, keys, loops, compiler, compile) {
  return (
    `let ${t},${r},{parsed:$mmParsed,o:${path},l:${names},c:${compiler},t:$mmHost}=${keptDestinations('runtime')}(e,()=>{` +
    `let ${t},${n}=function(e){let t=e.destination;${parse}}(e),{hostname:${host}}=${n},${path}=${n}.pathname;` +
    `${n}.hash&&(${path}=\`\${${path}}\${${n}.hash}\`);let ${names}=[],${keys}=[];${loops}let ${compiler}=${compile}(${path},{validate:!1});` +
    `${host}&&(${t}=${compile}(${host},{validate:!1,encode:encodeURIComponent}));return{parsed:${n},o:${path},l:${names},c:${compiler},t:${t}}}),` +
    `${n}={...$mmParsed,query:{...$mmParsed.query}},{hostname:${host},query:${query},search:${search}}=${n};${t}=$mmHost;for(let[r,n]of Object.entries(${query}))`
  );
}

/** `(routes, pathname)` → the routes whose pattern matches the pathname, in their order, kept per pathname (fix 8). */
const MATCHING_ROUTES =
  "(globalThis[Symbol.for('motomaroc.matchingRoutes')]??=((kept=new WeakMap())=>(routes,pathname)=>{let byPath=kept.get(routes);if(byPath===undefined)kept.set(routes,byPath=new Map());let found=byPath.get(pathname);if(found===undefined){found=routes.filter((route)=>route.match(pathname));if(byPath.size>=2000)byPath.clear();byPath.set(pathname,found)}return found})())";

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
  // 7. a rewrite's destination parsed and compiled once: the minified runtimes, then the plain module (the router server)
  [
    /let ([\w$]+),([\w$]+),([\w$]+)=function\(e\)\{let t=e\.destination;([\s\S]{1,2500}?)\}\(e\),\{hostname:([\w$]+),query:([\w$]+),search:([\w$]+)\}=\3,([\w$]+)=\3\.pathname;\3\.hash&&\(\8=`[^`]*`\);let ([\w$]+)=\[\],([\w$]+)=\[\];([\s\S]{1,400}?)let ([\w$]+)=([\w$]+)\(\8,\{validate:!1\}\);for\(let\[r,n\]of\(\5&&\(\1=\13\(\5,\{validate:!1,encode:encodeURIComponent\}\)\),Object\.entries\(\6\)\)\)/g,
    keepMinifiedDestination,
  ],
  [
    /function prepareDestination\(args\) \{\n {4}const parsedDestination = parseDestination\(args\);\n[\s\S]*?\n( {4}\/\/ update any params in query values)/,
    (_, next) => `${PREPARED_DESTINATION}${next}`,
  ],
  // 8. the dynamic routes that match a pathname, found once: the plain modules (CommonJS and ESM)
  [
    /(\n( *)const localeResult = fsChecker\.handleLocale\(curPathname \|\| ''\);\n)( *)for \(const route of dynamicRoutes\)\{/,
    (_, before, _indent, indent) =>
      `${before}${indent}// motomaroc (scripts/patch-next.mjs): only the routes that match, found once per pathname\n${indent}for (const route of (invokedOutputs == null ? void 0 : invokedOutputs.size) ? dynamicRoutes : ${MATCHING_ROUTES}(dynamicRoutes, localeResult.pathname)){`,
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
  destinationOnce: /motomaroc\.preparedDestination/,
  routesMatchedOnce: /motomaroc\.matchingRoutes/,
};

/** The files `next start` loads that the fixes change, each with the fixes it must carry. */
function targets(root) {
  const serverRuntimes = path.join(root, 'compiled', 'next-server');
  return [
    ...fs
      .readdirSync(serverRuntimes)
      .filter((name) => /^app-(page|route).*\.runtime\.prod\.js$/.test(name))
      .map((name) => ({ file: path.join(serverRuntimes, name), fixes: ['cacheWriteMinified', 'rewriteMatcherOnce', 'serverUtilsOnce', 'destinationOnce'] })),
    { file: path.join(root, 'server', 'lib', 'incremental-cache', 'index.js'), fixes: ['cacheWrite'] },
    { file: path.join(root, 'esm', 'server', 'send-payload.js'), fixes: ['sentOnce', 'sentCompressed'] },
    { file: path.join(root, 'server', 'send-payload.js'), fixes: ['sentOnce', 'sentCompressed'] },
    { file: path.join(root, 'server', 'base-server.js'), fixes: ['peerAppended'] },
    { file: path.join(root, 'server', 'server-utils.js'), fixes: ['rewriteMatcherOnce'] },
    { file: path.join(root, 'server', 'route-modules', 'route-module.js'), fixes: ['serverUtilsOnce'] },
    { file: path.join(root, 'esm', 'server', 'base-server.js'), fixes: ['peerAppended'] },
    { file: path.join(serverRuntimes, 'server.runtime.prod.js'), fixes: ['cacheWriteMinified', 'peerAppended'] },
    { file: path.join(root, 'server', 'lib', 'start-server.js'), fixes: ['beforeExitAwaited'] },
    { file: path.join(root, 'shared', 'lib', 'router', 'utils', 'prepare-destination.js'), fixes: ['destinationOnce'] },
    { file: path.join(root, 'server', 'lib', 'router-utils', 'resolve-routes.js'), fixes: ['routesMatchedOnce'] },
    { file: path.join(root, 'esm', 'server', 'lib', 'router-utils', 'resolve-routes.js'), fixes: ['routesMatchedOnce'] },
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
      ? `[patch-next] page cache writes not measured with JSON.stringify, pages sent encoded once with a native ETag and from the app's compressed copies, the peer appended to X-Forwarded-For, rewrite rules, route patterns and destinations compiled once, the dynamic routes matching an address found once, the app's before-exit work awaited: ${patched.join(', ')}`
      : '[patch-next] every fix already in place',
  );
}
