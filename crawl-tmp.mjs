import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const brands = await (await fetch(base + '/api/v1/marque')).json();
const allowed = new Set();
for (const b of brands) for (const w of b.nom_marque.split(/[\s-]+/)) allowed.add(w.toLowerCase());
const pages = ['/ar', '/ar/motos-a-vendre', '/ar/annonce/equipement-motard', '/ar/annonce/equipement-moto', '/ar/annonce/piece-rechange', '/ar/annonce/pneu',
 '/ar/motos-neuves', '/ar/motos-neuves/yamaha', '/ar/boutiques', '/ar/recherche?q=yamaha', '/ar/recherche?q=xyzzy', '/ar/favoris', '/ar/sponsoring', '/ar/premiumads', '/ar/telecharger-app',
 '/ar/pages/about', '/ar/pages/contact', '/ar/pages/condition-politique', '/ar/pages/conditions-generales-de-vente', '/ar/auth/signin', '/ar/auth/signup', '/ar/auth/mot-de-passe-oublie', '/ar/hors-ligne', '/ar/nexiste-pas', '/ar/motos-a-vendre?ville=Casablanca&tri=prix_asc', '/ar/annonce/moto?marque=Yamaha&page=99'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
// add a listing of each kind, a shop, a model page
await page.goto(base + '/ar/motos-a-vendre', { waitUntil: 'load' });
const moto = await page.locator('.lc-title a').first().getAttribute('href');
pages.push(moto, moto + '/contact');
for (const t of ['equipement-motard', 'pneu']) { await page.goto(base + '/ar/annonce/' + t, { waitUntil: 'load' }); pages.push(await page.locator('.lc-title a').first().getAttribute('href')); }
await page.goto(base + '/ar/boutiques', { waitUntil: 'load' });
pages.push(await page.locator('main a[href*="/annonceur/boutique/"]').first().getAttribute('href'));
await page.goto(base + '/ar/motos-neuves/yamaha', { waitUntil: 'load' });
const m = await page.locator('main a[href*="/motos-a-vendre/yamaha/"]').first().getAttribute('href').catch(() => null);
if (m) pages.push(m);
const idm = /\/(\d+)$/.exec(moto)[1];
pages.push(`/ar/signaler/moto/${idm}`);
for (const p of pages) {
  const r = await page.goto(base + p, { waitUntil: 'load' });
  const text = await page.evaluate(() => {
    const parts = [document.title, document.querySelector('meta[name=description]')?.content ?? '', document.body.innerText];
    for (const el of document.querySelectorAll('[aria-label],[title],[placeholder],img[alt]')) parts.push(el.getAttribute('aria-label') ?? '', el.getAttribute('title') ?? '', el.getAttribute('placeholder') ?? '', el.tagName === 'IMG' ? el.alt : '');
    for (const s of document.querySelectorAll('script[type="application/ld+json"]')) parts.push(s.textContent);
    for (const o of document.querySelectorAll('option')) parts.push(o.textContent);
    return parts.join('\n');
  });
  // drop user-written titles and descriptions: elements with dir=auto
  const userText = await page.evaluate(() => [...document.querySelectorAll('[dir=auto]')].map((e) => e.innerText).join('\n'));
  const userWords = new Set(userText.match(/[A-Za-zÀ-ÿ]+/g) ?? []);
  const words = (text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'’]+/g) ?? []).filter((w) => !allowed.has(w.toLowerCase()) && !userWords.has(w));
  const uniq = [...new Set(words)];
  console.log(r?.status(), p, uniq.slice(0, 60).join(' '));
}
await browser.close();
