/** Direction controls are dropped from every text a person sends, however it is written, before any rule reads it. */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { dropDirectionControls } from './direction-controls';

function echo() {
  const app = new Hono<AppEnv>();
  app.use(dropDirectionControls);
  app.post('/json', async (c) => c.json({ body: await c.req.json(), q: c.req.query('q') ?? null }));
  app.post('/form', async (c) => c.json({ body: Object.fromEntries(Object.entries(await c.req.parseBody())) }));
  app.get('/query', (c) => c.json({ q: c.req.query('q'), all: c.req.queries('mot') }));
  return app;
}

const RLO = '\u202e';
const PDF = '\u202c';

describe('dropDirectionControls', () => {
  it('cleans every string of a JSON body, written raw or escaped, keys and arrays included', async () => {
    const raw = JSON.stringify({ titre: `Yamaha XMAX ${RLO}moc.ppastahw-ofni${PDF} 400`, photos: [`a${'\u2066'}b`], nested: { nom: `x${'\u2069'}y` } });
    const escaped = '{"description":"Ecrivez-moi: \\u202Emoc.elgoog.www//:sptth\\u202c","prix":72000}';
    const first = await (await echo().request('/json?q=ok', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw })).json();
    expect(first).toEqual({ body: { titre: 'Yamaha XMAX moc.ppastahw-ofni 400', photos: ['ab'], nested: { nom: 'xy' } }, q: 'ok' });
    const second = await (
      await echo().request('/json', { method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' }, body: escaped })
    ).json();
    expect(second.body).toEqual({ description: 'Ecrivez-moi: moc.elgoog.www//:sptth', prix: 72000 });
  });

  it('keeps the marks Arabic writers use (U+200E, U+200F) and every other character', async () => {
    const text = 'دراجة\u200f Yamaha\u200e 2021 – 45 000 Dh « ok »';
    const answer = await (
      await echo().request('/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) })
    ).json();
    expect(answer.body.text).toBe(text);
  });

  it('cleans form bodies and the query, a body sent with a query included', async () => {
    const form = await echo().request('/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ nom: `Saïd${RLO}dias`, autre: 'rien' }).toString(),
    });
    expect((await form.json()).body).toEqual({ nom: 'Saïddias', autre: 'rien' });
    const query = await echo().request(`/query?q=${encodeURIComponent(`mt${RLO}07`)}&mot=a${encodeURIComponent('\u2067')}b&mot=c`);
    expect(await query.json()).toEqual({ q: 'mt07', all: ['ab', 'c'] });
    const both = await echo().request(`/json?q=${encodeURIComponent(`x${RLO}`)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: `b${RLO}` }),
    });
    expect(await both.json()).toEqual({ body: { a: 'b' }, q: 'x' });
  });

  it('leaves a malformed body to the validator', async () => {
    const app = new Hono<AppEnv>();
    app.use(dropDirectionControls);
    app.post('/json', async (c) => c.text(await c.req.text()));
    const answer = await app.request('/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"a": "${RLO}"` });
    expect(await answer.text()).toBe(`{"a": "${RLO}"`);
  });
});
