import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript run by postinstall, without types
import { patchNext, patchSource } from './patch-next.mjs';
import { registerCompressedPages } from '../server/cache/compressed-pages';

const require = createRequire(import.meta.url);

type PrepareDestination = (args: object) => { newUrl: string; destQuery: object; parsedDestination: Record<string, unknown> };

/**
 * A patched prepareDestination (fix 7): what Next answers, each destination parsed once per names
 * (`parsed()` counts them), the values of each request filled in. `shipped`, when given, is Next's
 * own, answering the same.
 */
function expectPreparedOnce(prepare: PrepareDestination, parsed: () => number, shipped?: PrepareDestination) {
  const french = (path: string, query: Record<string, string>) => ({ appendParamsToQuery: true, destination: '/fr/:path', params: { path }, query });
  const brand = (name: string, page: string) => ({
    appendParamsToQuery: false,
    destination: '/motos-a-vendre?marque=:brand&page=:page',
    params: { brand: name, page },
    query: { page },
  });
  const calls = [
    french('motos-neuves/yamaha', { page: '2' }),
    french('boutiques', { page: '3' }),
    french('pages/about', {}),
    brand('Yamaha', '2'),
    brand('Honda', '4'),
  ];
  const answers = calls.map((args) => prepare(structuredClone(args)));
  if (shipped) expect(answers).toEqual(calls.map((args) => shipped(structuredClone(args))));
  // What Next 16.4.6 answers unpatched (noted before the fix).
  expect(answers[0]).toMatchObject({
    newUrl: '/fr/motos-neuves/yamaha',
    destQuery: {},
    parsedDestination: { pathname: '/fr/motos-neuves/yamaha', query: { page: '2' }, search: '', hash: '' },
  });
  expect(answers[1]!.parsedDestination).toMatchObject({ pathname: '/fr/boutiques', query: { page: '3' } });
  expect(answers[3]).toMatchObject({
    newUrl: '/motos-a-vendre',
    destQuery: { marque: 'Yamaha', page: '2' },
    parsedDestination: { search: '?marque=Yamaha&page=2' },
  });
  // The kept destination is each request's copy's source, never changed by one.
  expect(answers[4]).toMatchObject({ destQuery: { marque: 'Honda', page: '4' }, parsedDestination: { search: '?marque=Honda&page=4' } });
  // /fr/:path with [path, page], then [path]; the brand's destination: three parsed, not five.
  expect(parsed()).toBe(3);
}

describe('patch-next (postinstall)', () => {
  it('measures only fetch-cache entries, and patching twice changes nothing', () => {
    const shipped = 'let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){warn(i)}';
    const fixed = patchSource(shipped);
    expect(fixed).toBe('let i=0;if(r.fetchCache&&(i=JSON.stringify(t).length)>2097152&&!this.hasCustomCacheHandler){warn(i)}');
    expect(patchSource(fixed)).toBe(fixed);
    // Same behaviour: a big fetch entry is still measured and refused; a page entry is not measured.
    const run = (code: string, fetchCache: boolean) => {
      let measured = 0;
      const warned: number[] = [];
      const t = { toJSON: () => ((measured += 1), 'x'.repeat(3_000_000)) };
      new Function('t', 'r', 'warn', code.replace('this.hasCustomCacheHandler', 'false'))(t, { fetchCache }, (size: number) => warned.push(size));
      return { measured, warned };
    };
    expect(run(fixed, true)).toEqual(run(shipped, true));
    expect(run(fixed, false)).toEqual({ measured: 0, warned: [] });
    expect(run(shipped, false).measured).toBe(1);
  });

  it('sends a page encoded once, with its byte length and a SHA-1 ETag, a 304 to a client that has it, and compressed copies when the app has them', async () => {
    const { sendRenderResult } = require('next/dist/server/send-payload.js') as typeof import('next/dist/server/send-payload');
    const RenderResult = (require('next/dist/server/render-result.js') as { default: typeof import('next/dist/server/render-result').default }).default;
    const html = '<!DOCTYPE html><html><body><h1>Moto à vendre – 45 000 Dh</h1></body></html>';
    const send = async ({ ifNoneMatch, acceptEncoding, body = html }: { ifNoneMatch?: string; acceptEncoding?: string; body?: string } = {}) => {
      const headers = new Map<string, string | number>();
      const sent: { status: number; body?: unknown } = { status: 200 };
      const res = {
        statusCode: 200,
        finished: false,
        headersSent: false,
        setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), value),
        getHeader: (name: string) => headers.get(name.toLowerCase()),
        end: (body?: unknown) => Object.assign(sent, { status: res.statusCode, body }),
      };
      const req = {
        method: 'GET',
        headers: { ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }), ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) },
      };
      await sendRenderResult({
        req: req as never,
        res: res as never,
        result: new RenderResult(body, { contentType: 'text/html; charset=utf-8', metadata: {} }),
        generateEtags: true,
        poweredByHeader: false,
        cacheControl: undefined,
      });
      return { headers, ...sent };
    };
    const page = await send();
    expect(Buffer.isBuffer(page.body)).toBe(true);
    expect((page.body as Buffer).toString('utf8')).toBe(html);
    expect(page.headers.get('content-length')).toBe(Buffer.byteLength(html));
    expect(page.headers.get('etag')).toBe(`"${createHash('sha1').update(html).digest('base64url')}"`);
    const again = await send({ ifNoneMatch: String(page.headers.get('etag')) });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect((await send({ ifNoneMatch: '"une-autre-version"' })).status).toBe(200);

    // With the app's compressed copies registered (as instrumentation.ts does), a client that accepts Brotli gets them.
    registerCompressedPages(4_000_000);
    try {
      const short = await send({ acceptEncoding: 'gzip, br' });
      expect(short.headers.get('content-encoding')).toBeUndefined(); // under 1 kB: sent as it is
      expect(short.body).toEqual(Buffer.from(html));
      const long = html.replace('<h1>', `<p>${'Équipement du motard. '.repeat(100)}</p><h1>`);
      const brotli = await send({ acceptEncoding: 'gzip, br', body: long });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-length')).toBe((brotli.body as Buffer).length);
      expect(brotliDecompressSync(brotli.body as Buffer).toString('utf8')).toBe(long);
      expect((await send({ acceptEncoding: 'identity', body: long })).body).toEqual(Buffer.from(long));
    } finally {
      registerCompressedPages(0);
    }

    // A page that declares its status (an expired listing's 410) is sent with it, and not for search engines.
    const gone = html.replace('<body>', '<head><meta name="motomaroc-status" content="410"/></head><body>');
    const sentGone = await send({ body: gone });
    expect(sentGone.status).toBe(410);
    expect(sentGone.headers.get('x-robots-tag')).toBe('noindex');
    expect((sentGone.body as Buffer).toString('utf8')).toBe(gone);
    expect((await send()).status).toBe(200);
  });

  it('keeps each page’s bytes and version: the same text is encoded and hashed once', async () => {
    const { pageEncoder } = await import('../server/cache/compressed-pages');
    const encode = pageEncoder(1_000_000);
    const text = `<html>${'Moto à vendre. '.repeat(2_000)}</html>`;
    const first = encode(text);
    expect(first.payload.toString('utf8')).toBe(text);
    expect(first.version).toBe(createHash('sha1').update(text).digest('base64url'));
    expect(encode(text)).toBe(first);
    // An equal text built anew (a page read again from the cache) finds it too; another text does not.
    expect(encode(`<html>${'Moto à vendre. '.repeat(2_000)}</html>`)).toBe(first);
    expect(encode(text.replace('Moto', 'Vélo')).version).not.toBe(first.version);
    // Bounded: past its bytes, the least recently sent out goes; a budget of 0 keeps nothing.
    const none = pageEncoder(0);
    expect(none(text)).not.toBe(none(text));
    const small = pageEncoder(first.payload.length * 3);
    const a = small(text);
    small(text.replace('Moto', 'Auto'));
    expect(small(text)).not.toBe(a);
  });

  it('appends the connection’s peer to X-Forwarded-For, once per request, instead of keeping the client’s header as its address', () => {
    const shipped = [
      "\n            req.headers['x-forwarded-for'] ??= originalRequest == null ? void 0 : (_originalRequest_socket1 = originalRequest.socket) == null ? void 0 : _originalRequest_socket1.remoteAddress;",
      'x(),e.headers["x-forwarded-for"]??=null==p?void 0:null==(i=p.socket)?void 0:i.remoteAddress,y();',
    ];
    for (const code of shipped) {
      const fixed = patchSource(code);
      expect(fixed).not.toBe(code);
      expect(patchSource(fixed)).toBe(fixed);
      const [request, original] = code.startsWith('x()') ? ['e', 'p'] : ['req', 'originalRequest'];
      const run = (header: string | undefined, peer = '203.0.113.7', times = 1) => {
        const incoming = { socket: { remoteAddress: peer }, headers: header === undefined ? {} : { 'x-forwarded-for': header } };
        const handle = new Function(request, original, `let i, _originalRequest_socket1; const x = () => {}, y = () => {};${fixed}`);
        for (let n = 0; n < times; n++) handle(incoming, incoming);
        return incoming.headers['x-forwarded-for' as never];
      };
      expect(run(undefined)).toBe('203.0.113.7');
      expect(run('198.51.100.1')).toBe('198.51.100.1, 203.0.113.7');
      expect(run('198.51.100.1, 10.0.0.1', '::1', 2)).toBe('198.51.100.1, 10.0.0.1, ::1');
    }
  });

  it('compiles each rewrite rule’s matcher once, and still matches as Next does', () => {
    // checkRewrite as the minified runtimes ship it (path-to-regexp stubbed by a counting compiler).
    const shipped =
      'p=n=>{var c,p;let m,g,y,v=(c=n.source+(s?"(/)?":""),p={removeUnnamedParams:!0},m=[],g=compile(c,m),y=g,(e,t)=>{if("string"!=typeof e)return!1;let r=y(e);return r?{...t,...r}:!1});if(!d.pathname)return!1;let b=v(d.pathname);return b};';
    const fixed = patchSource(shipped);
    expect(fixed).toContain('motomaroc.rewriteMatcher');
    expect(patchSource(fixed)).toBe(fixed);
    const run = (code: string, paths: string[]) => {
      let compiled = 0;
      function compile(source: string) {
        compiled += 1;
        const pattern = new RegExp(`^${source.replace(/:path\*/, '(?<path>.*)')}$`);
        return (pathname: string) => pattern.exec(pathname)?.groups ?? null;
      }
      const rule = Object.freeze({ source: '/:path*' });
      const results = paths.map((pathname) => new Function('compile', 's', 'd', 'n', `let p;${code}return p(n);`)(compile, false, { pathname }, rule));
      return { results, compiled };
    };
    const paths = ['/boutiques', '/pages/about', '/'];
    expect(run(fixed, paths).results).toEqual(run(shipped, paths).results);
    expect(run(shipped, paths).compiled).toBe(3);
    expect(run(fixed, paths).compiled).toBe(1);
  });

  it('parses and compiles a rewrite’s destination once per destination and names, and fills in each request’s values', () => {
    // The installed module, loaded with a route-match-utils that counts the destinations it parses.
    const file = require.resolve('next/dist/shared/lib/router/utils/prepare-destination.js');
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain('motomaroc.preparedDestination.router');
    expect(patchSource(source)).toBe(source);
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('motomaroc.preparedDestination.router')];
    let parsed = 0;
    const fromFile = createRequire(file);
    const loaded = { exports: {} as { prepareDestination: PrepareDestination } };
    const counting = (name: string) => {
      const real = fromFile(name) as Record<string, (...args: unknown[]) => unknown>;
      if (!name.endsWith('route-match-utils')) return real;
      return { ...real, safePathToRegexp: (...args: unknown[]) => ((parsed += 1), real.safePathToRegexp!(...args)) };
    };
    new Function('exports', 'require', 'module', source)(loaded.exports, counting, loaded);
    expectPreparedOnce(loaded.exports.prepareDestination, () => parsed);
  });

  it('does the same in the minified runtimes, where checkRewrite inlines prepareDestination', () => {
    // prepareDestination as the minified runtimes inline it (its URL parsing shortened), with Next's own helpers.
    const shipped =
      'P=function(e){let t,r,n=function(e){let t=e.destination;for(let r of Object.keys({...e.params,...e.query}))r&&(t=t.replace(RegExp(`:${s7(r)}`,"g"),`__ESC_COLON_${r}`));let r=parse(t),n=r.pathname;n&&(n=oc(n));let o=r.search;o&&(o=oc(o));return{...r,pathname:n,search:o}}(e),{hostname:a,query:i,search:s}=n,o=n.pathname;n.hash&&(o=`${o}${n.hash}`);let l=[],u=[];for(let e of(oo(o,u),u))l.push(e.name);if(a){let e=[];for(let t of(oo(a,e),e))l.push(t.name)}let c=ol(o,{validate:!1});for(let[r,n]of(a&&(t=ol(a,{validate:!1,encode:encodeURIComponent})),Object.entries(i)))Array.isArray(n)?i[r]=n.map(t=>od(oc(t),e.params)):"string"==typeof n&&(i[r]=od(oc(n),e.params));let d=Object.keys(e.params).filter(e=>"nextInternalLocale"!==e);if(e.appendParamsToQuery&&!d.some(e=>l.includes(e)))for(let t of d)t in i||(i[t]=e.params[t]);try{let[a,i]=(r=c(e.params)).split("#",2);t&&(n.hostname=t(e.params)),n.pathname=a,n.hash=`${i?"#":""}${i||""}`,n.search=s?od(s,e.params):""}catch(e){throw e}return n.query={...e.query,...n.query},{newUrl:r,destQuery:i,parsedDestination:n}};';
    const fixed = patchSource(shipped);
    expect(fixed).toContain('motomaroc.preparedDestination.runtime');
    expect(patchSource(fixed)).toBe(fixed);
    const matching = require('next/dist/shared/lib/router/utils/route-match-utils.js') as Record<string, (...args: unknown[]) => unknown>;
    const { compileNonPath } = require('next/dist/shared/lib/router/utils/prepare-destination.js') as Record<string, (...args: unknown[]) => unknown>;
    const { parseUrl } = require('next/dist/shared/lib/router/utils/parse-url.js') as Record<string, (...args: unknown[]) => unknown>;
    const { escapeStringRegexp } = require('next/dist/shared/lib/escape-regexp.js') as Record<string, (...args: unknown[]) => unknown>;
    const load = (code: string) => {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('motomaroc.preparedDestination.runtime')];
      const count = { parsed: 0 };
      const helpers = {
        s7: escapeStringRegexp,
        parse: parseUrl,
        oc: (text: string) => text.replace(/__ESC_COLON_/gi, ':'),
        oo: (...args: unknown[]) => ((count.parsed += 1), matching.safePathToRegexp!(...args)),
        ol: matching.safeCompile,
        od: compileNonPath,
      };
      const prepare = new Function(...Object.keys(helpers), `let P;${code}return P;`)(...Object.values(helpers)) as PrepareDestination;
      return { prepare, count };
    };
    const asShipped = load(shipped);
    const patched = load(fixed);
    expectPreparedOnce(patched.prepare, () => patched.count.parsed, asShipped.prepare);
  });

  it('finds the dynamic routes matching a pathname once, and resolves as Next does', async () => {
    // checkTrue's scan of the dynamic routes as the router server ships it (the rest of checkTrue left out).
    const shipped = `async function checkTrue(fsChecker, curPathname, invokedOutputs) {
        const dynamicRoutes = fsChecker.getDynamicRoutes();
        const localeResult = fsChecker.handleLocale(curPathname || '');
        for (const route of dynamicRoutes){
            if (invokedOutputs == null ? void 0 : invokedOutputs.has(route.page)) {
                continue;
            }
            const params = route.match(localeResult.pathname);
            if (params) return { page: route.page, params };
        }
    }
    return checkTrue;`;
    const fixed = patchSource(shipped);
    expect(fixed).toContain('motomaroc.matchingRoutes');
    expect(patchSource(fixed)).toBe(fixed);
    const run = async (code: string) => {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('motomaroc.matchingRoutes')];
      let tried = 0;
      const route = (page: string, pattern: RegExp) => ({ page, match: (pathname: string) => ((tried += 1), pattern.exec(pathname)?.groups ?? false) });
      const routes = [
        route('/[locale]/annonce/[id]', /^\/(?<locale>[^/]+)\/annonce\/(?<id>[^/]+)$/),
        route('/[locale]/pages/about', /^\/(?<locale>[^/]+)\/pages\/about$/),
        route('/[locale]/[[...accueil]]', /^\/(?<locale>[^/]+)(?:\/(?<accueil>.+))?$/),
      ];
      const fsChecker = { getDynamicRoutes: () => routes, handleLocale: (pathname: string) => ({ pathname }) };
      const checkTrue = new Function(code)() as (checker: typeof fsChecker, pathname: string, invoked?: Set<string>) => Promise<unknown>;
      const results = [];
      const tries = [];
      for (const pathname of ['/fr/pages/about', '/fr/pages/about', '/fr/annonce/12', '/fr/annonce/12', '/fr/pages/about']) {
        const before = tried;
        results.push(await checkTrue(fsChecker, pathname));
        tries.push(tried - before);
      }
      // Re-resolved after the first route declined it: the next one, as shipped.
      results.push(await checkTrue(fsChecker, '/fr/pages/about', new Set(['/[locale]/pages/about'])));
      return { results, tries };
    };
    const [asShipped, patched] = [await run(shipped), await run(fixed)];
    expect(patched.results).toEqual(asShipped.results);
    expect(asShipped.results[5]).toEqual({ page: '/[locale]/[[...accueil]]', params: { locale: 'fr', accueil: 'pages/about' } });
    // Shipped: every route tried in turn until one matches, on every request. Kept: a pathname's
    // first request tries them all (and the first that matches again), the next ones only that one.
    expect(asShipped.tries).toEqual([2, 2, 1, 1, 2]);
    expect(patched.tries).toEqual([4, 1, 4, 1, 1]);
  });

  it('builds a route’s server utilities once per page, on its route module', () => {
    // prepareImpl as the minified runtimes ship it, with getServerUtils counting its calls.
    const shipped = 'let E=(0,eG.Yr)(r),A=function({page:e,i18n:t}){built+=1;return{page:e}}({page:E,i18n:y});return A;';
    const fixed = patchSource(shipped);
    expect(fixed).toContain('motomaroc.serverUtils');
    expect(patchSource(fixed)).toBe(fixed);
    const run = (code: string) => {
      const state = { built: 0 };
      const routeModule = {};
      const prepare = new Function(
        'state',
        'r',
        `let built=0;const eG={Yr:(page)=>page},y=null;const result=(()=>{${code}})();state.built+=built;return result;`,
      );
      const pages = ['/[locale]/pages/about', '/[locale]/pages/about', '/[locale]/boutiques'].map((page) => prepare.call(routeModule, state, page).page);
      return { pages, built: state.built };
    };
    expect(run(fixed).pages).toEqual(run(shipped).pages);
    expect(run(shipped).built).toBe(3);
    expect(run(fixed).built).toBe(2);
  });

  it('awaits the app’s before-exit work once the server is closed, before Next exits', async () => {
    // The end of start-server's cleanup, as Next ships it.
    const shipped = [
      '                        await Promise.all([closing]);',
      '                        // Flush any remaining traces to the trace file on shutdown',
      '                        (0, _trace.flushAllTraces)();',
      '                        exit(143);',
    ].join('\n');
    const fixed = patchSource(shipped);
    expect(fixed).toContain("await globalThis[Symbol.for('motomaroc.beforeExit')]?.();");
    expect(patchSource(fixed)).toBe(fixed);
    const run = async (code: string, steps: string[] = []) => {
      const cleanup = new Function('closing', '_trace', 'exit', `return (async () => {\n${code}\n})();`);
      await cleanup(Promise.resolve(steps.push('server closed')), { flushAllTraces: () => steps.push('next traces') }, (status: number) =>
        steps.push(`exit ${status}`),
      );
      return steps;
    };
    const key = Symbol.for('motomaroc.beforeExit');
    const registry = globalThis as Record<symbol, unknown>;
    const before = registry[key];
    try {
      // Without the app's hook, the same steps as Next's own.
      delete registry[key];
      expect(await run(fixed)).toEqual(await run(shipped));
      const steps: string[] = [];
      registry[key] = async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        steps.push('last spans sent');
      };
      expect(await run(fixed, steps)).toEqual(['server closed', 'last spans sent', 'next traces', 'exit 143']);
    } finally {
      registry[key] = before;
    }
  });

  it('has patched the runtime that next start loads, and the modules the build bundles', () => {
    for (const bundled of [
      'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js',
      'next/dist/server/lib/incremental-cache/index.js',
      'next/dist/esm/server/send-payload.js',
      'next/dist/server/send-payload.js',
      'next/dist/server/base-server.js',
      'next/dist/server/lib/start-server.js',
    ]) {
      const source = fs.readFileSync(require.resolve(bundled), 'utf8');
      expect(patchSource(source), `${bundled} is not patched: run node scripts/patch-next.mjs, or revisit it after a Next upgrade`).toBe(source);
      const fix = bundled.endsWith('send-payload.js')
        ? /motomaroc\.encodePage[\s\S]*createHash\('sha1'\)\.update\(payload\)/
        : bundled.endsWith('base-server.js')
          ? /motomaroc\.peerForwarded/
          : bundled.endsWith('start-server.js')
            ? /motomaroc\.beforeExit/
            : /fetchCache&&\(\w+=JSON\.stringify|fetchCache && \(itemSize = JSON\.stringify/;
      expect(source).toMatch(fix);
    }
  });

  it('reports every fix that no longer finds its code, so that the install fails instead of shipping an unpatched Next', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-dist-'));
    try {
      fs.mkdirSync(path.join(root, 'compiled', 'next-server'), { recursive: true });
      fs.mkdirSync(path.join(root, 'server', 'lib', 'incremental-cache'), { recursive: true });
      fs.mkdirSync(path.join(root, 'esm', 'server'), { recursive: true });
      // A release that rewrote the cache write and the page sending, and has no server runtime.
      fs.writeFileSync(path.join(root, 'compiled', 'next-server', 'app-page.runtime.prod.js'), 'let i=measure(t);if(r.fetchCache&&i>2097152){}');
      fs.writeFileSync(path.join(root, 'server', 'lib', 'incremental-cache', 'index.js'), 'const size = measure(data);');
      for (const file of [path.join('server', 'send-payload.js'), path.join('esm', 'server', 'send-payload.js')])
        fs.writeFileSync(path.join(root, file), 'send(result);');
      for (const file of [path.join('server', 'base-server.js'), path.join('esm', 'server', 'base-server.js')])
        fs.writeFileSync(path.join(root, file), 'handle(req);');
      const { patched, missing } = patchNext(root);
      expect(patched).toEqual([]);
      expect(missing).toEqual([
        path.join('compiled', 'next-server', 'app-page.runtime.prod.js') + ' (cacheWriteMinified)',
        path.join('compiled', 'next-server', 'app-page.runtime.prod.js') + ' (rewriteMatcherOnce)',
        path.join('compiled', 'next-server', 'app-page.runtime.prod.js') + ' (serverUtilsOnce)',
        path.join('compiled', 'next-server', 'app-page.runtime.prod.js') + ' (destinationOnce)',
        path.join('server', 'lib', 'incremental-cache', 'index.js') + ' (cacheWrite)',
        path.join('esm', 'server', 'send-payload.js') + ' (sentOnce)',
        path.join('esm', 'server', 'send-payload.js') + ' (sentCompressed)',
        path.join('server', 'send-payload.js') + ' (sentOnce)',
        path.join('server', 'send-payload.js') + ' (sentCompressed)',
        path.join('server', 'base-server.js') + ' (peerAppended)',
        path.join('server', 'server-utils.js') + ' (no such file)',
        path.join('server', 'route-modules', 'route-module.js') + ' (no such file)',
        path.join('esm', 'server', 'base-server.js') + ' (peerAppended)',
        path.join('compiled', 'next-server', 'server.runtime.prod.js') + ' (no such file)',
        path.join('server', 'lib', 'start-server.js') + ' (no such file)',
        path.join('shared', 'lib', 'router', 'utils', 'prepare-destination.js') + ' (no such file)',
        path.join('server', 'lib', 'router-utils', 'resolve-routes.js') + ' (no such file)',
        path.join('esm', 'server', 'lib', 'router-utils', 'resolve-routes.js') + ' (no such file)',
        path.join('esm', 'server', 'lib', 'start-server.js') + ' (no such file)',
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds every fix in place in the installed Next', () => {
    expect(patchNext(path.dirname(require.resolve('next/package.json')) + '/dist')).toEqual({ patched: [], missing: [] });
  });
});
