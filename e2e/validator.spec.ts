/**
 * The W3C Nu HTML Checker (vnu, the `vnu-jar` package, run with the machine's Java) over the public
 * pages as the site serves them, in both languages: no error. On 2026-11-27 it found 58 over 15
 * pages, all one pattern (role="combobox" on <input type="search">, which HTML does not allow).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

test('the public pages are valid HTML', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the markup is the same at both widths: once');
  test.slow(); // one Java start, then every page
  const newest = (await (await request.get('/api/v1/moto/annonce?limit=1')).json()).annonces[0] as { idannonce_moto: number; titre: string };
  const listing = `/annonce/detail-moto/x/${newest.idannonce_moto}`;
  const models = (await (await request.get('/api/v1/moto/modeles')).json()) as { marqueSlug: string; slug: string }[];
  const model = `/motos-a-vendre/${models[0]!.marqueSlug}/${models[0]!.slug}`;
  const pages = [
    '/',
    '/motos-a-vendre',
    '/annonce/moto?marque=Honda',
    '/annonce/equipement-motard',
    listing,
    '/motos-neuves',
    '/motos-neuves/yamaha',
    model,
    '/recherche?q=yamaha',
    '/boutiques',
    '/sponsoring',
    '/pages/contact',
    '/auth/signin',
    '/ar',
    '/ar/motos-a-vendre',
    `/ar${listing}`,
    `/ar${model}`,
    '/ar/boutiques',
  ];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motomaroc-vnu-'));
  try {
    const files = await Promise.all(
      pages.map(async (page, n) => {
        const answer = await request.get(page);
        expect(answer.status(), page).toBe(200);
        const file = path.join(folder, `${n}.html`);
        fs.writeFileSync(file, await answer.text());
        return file;
      }),
    );
    // vnu exits non-zero when it finds errors; its report is JSON on stderr either way.
    const run = await promisify(execFile)('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 32 * 1024 * 1024 }).catch(
      (failure: { stderr?: string; stdout?: string }) => failure,
    );
    const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: { type: string; url: string; message: string; extract?: string }[] };
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map((message) => `${pages[Number(path.basename(new URL(message.url).pathname, '.html'))]}: ${message.message} ${message.extract ?? ''}`);
    expect(errors).toEqual([]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
});
