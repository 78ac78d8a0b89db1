/**
 * public/sw.js, run in a stand-in of a service worker's global scope: what it stores and never
 * stores, the offline page for navigations without network, web push shown and opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

type Handler = (event: Record<string, unknown>) => void;

function worker(options: { online: boolean }) {
  const handlers: Record<string, Handler> = {};
  const stored = new Map<string, Map<string, Response>>();
  const fetched: string[] = [];
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const cacheOf = (name: string) => {
    if (!stored.has(name)) stored.set(name, new Map());
    const entries = stored.get(name)!;
    const key = (request: Request | string) => (typeof request === 'string' ? new URL(request, 'https://motomaroc.ma').href : request.url);
    return {
      match: async (request: Request | string) => entries.get(key(request))?.clone(),
      put: async (request: Request | string, response: Response) => void entries.set(key(request), response),
      addAll: async (urls: string[]) => urls.forEach((url) => entries.set(key(url), new Response('fichier'))),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  const scope = {
    location: new URL('https://motomaroc.ma/sw.js'),
    addEventListener: (name: string, handler: Handler) => void (handlers[name] = handler),
    skipWaiting: async () => undefined,
    registration: {
      navigationPreload: null,
      showNotification: async (title: string, opts: Record<string, unknown>) => void shown.push({ title, options: opts }),
    },
    clients: { claim: async () => undefined, matchAll: async () => [], openWindow: async (url: string) => void opened.push(url) },
  };
  const context = vm.createContext({
    self: scope,
    URL,
    Request,
    Response,
    Set,
    Math,
    caches: {
      open: async (name: string) => cacheOf(name),
      keys: async () => [...stored.keys()],
      delete: async (name: string) => stored.delete(name),
      match: async (request: string, { cacheName }: { cacheName: string }) => cacheOf(cacheName).match(request),
    },
    fetch: async (request: Request | string) => {
      const url = typeof request === 'string' ? request : request.url;
      fetched.push(url);
      if (!options.online) throw new TypeError('Failed to fetch');
      const response = new Response(
        url.endsWith('/ar/hors-ligne')
          ? 'غير متصل <link rel="stylesheet" href="/_next/static/css/app.css"><link rel="preload" href="/_next/static/media/arabe.woff2">'
          : url.endsWith('/hors-ligne')
            ? 'Hors ligne <link rel="stylesheet" href="/_next/static/css/app.css"><script src="/_next/static/chunks/main.js"></script>'
            : `corps de ${url}`,
        { status: 200 },
      );
      // A same-origin answer, as browsers type it.
      return Object.defineProperty(response, 'type', { value: 'basic' });
    },
  });
  vm.runInContext(fs.readFileSync(path.join(import.meta.dirname, '../../public/sw.js'), 'utf8'), context);

  async function request(url: string, mode: RequestMode | 'navigate' = 'cors', method = 'GET') {
    let answer: Promise<Response> | undefined;
    handlers.fetch!({
      request: { url: new URL(url, 'https://motomaroc.ma').href, mode, method },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (response: Promise<Response>) => void (answer = response),
    });
    return answer ? await answer : null;
  }
  async function install() {
    let done: Promise<unknown> = Promise.resolve();
    handlers.install!({ waitUntil: (promise: Promise<unknown>) => void (done = promise) });
    await done;
  }
  return { handlers, stored, fetched, shown, opened, request, install };
}

describe('the service worker', () => {
  it('stores the offline page in each language and their files at install', async () => {
    const sw = worker({ online: true });
    await sw.install();
    const names = [...sw.stored.entries()].map(([name, entries]) => [name, [...entries.keys()].map((url) => new URL(url).pathname).sort()]);
    expect(names).toEqual([
      ['motomaroc-hors-ligne-2', ['/ar/hors-ligne', '/hors-ligne']],
      ['motomaroc-fichiers-2', ['/_next/static/chunks/main.js', '/_next/static/css/app.css', '/_next/static/media/arabe.woff2', '/icons/icon-192.png']],
    ]);
  });

  it('never answers for pages, v1, the BFF, photos or other sites; built files are kept', async () => {
    const sw = worker({ online: true });
    for (const url of [
      '/api/bff/utilisateur/details',
      '/api/session',
      '/uploads/photo.webp',
      '/_next/image?url=x',
      'https://www.google-analytics.com/g/collect',
    ])
      expect(await sw.request(url), url).toBeNull();
    expect(await sw.request('/api/bff/signalement', 'cors', 'POST')).toBeNull();
    const page = await sw.request('/compte/annonce', 'navigate');
    expect(await page!.text()).toBe('corps de https://motomaroc.ma/compte/annonce');
    expect(sw.stored.size).toBe(0);
    await sw.request('/_next/static/chunks/page-abc123.js');
    expect([...sw.stored.get('motomaroc-fichiers-2')!.keys()]).toEqual(['https://motomaroc.ma/_next/static/chunks/page-abc123.js']);
  });

  it('without a network, a page is the offline page, an Arabic page the Arabic one', async () => {
    const online = worker({ online: true });
    await online.install();
    const offline = worker({ online: false });
    offline.stored.set('motomaroc-hors-ligne-2', online.stored.get('motomaroc-hors-ligne-2')!);
    const answer = await offline.request('/motos-a-vendre', 'navigate');
    expect(await answer!.text()).toMatch(/^Hors ligne/);
    const arabic = await offline.request('/ar/annonce/moto', 'navigate');
    expect(await arabic!.text()).toMatch(/^غير متصل/);
    expect(await (await offline.request('/ar', 'navigate'))!.text()).toMatch(/^غير متصل/);
    expect(await (await offline.request('/arbre', 'navigate'))!.text()).toMatch(/^Hors ligne/);
  });

  it('shows a web push as the site’s notification, and a tap opens its page of this site only', async () => {
    const sw = worker({ online: true });
    const push = (payload: unknown) => {
      let done: Promise<unknown> = Promise.resolve();
      sw.handlers.push!({ data: { json: () => payload }, waitUntil: (promise: Promise<unknown>) => void (done = promise) });
      return done;
    };
    await push({
      notification: { title: 'Paiement reçu', body: '49,00 Dh pour le sponsoring de « Yamaha »' },
      data: { lien: '/compte/ads/recu/8', type: 'paiement_recu' },
    });
    await push({ notification: { title: 'Piège' }, data: { lien: 'https://evil.example/' } });
    expect(sw.shown.map((n) => [n.title, (n.options.data as { lien: string }).lien])).toEqual([
      ['Paiement reçu', '/compte/ads/recu/8'],
      ['Piège', '/compte/notifications'],
    ]);
    let done: Promise<unknown> = Promise.resolve();
    sw.handlers.notificationclick!({
      notification: { close: () => undefined, data: { lien: '/compte/ads/recu/8' } },
      waitUntil: (promise: Promise<unknown>) => void (done = promise),
    });
    await done;
    expect(sw.opened).toEqual(['https://motomaroc.ma/compte/ads/recu/8']);
  });
});
