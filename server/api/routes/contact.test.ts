import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, postJson, type TestApp } from '@/test/fixtures';
import { CONTACT_MESSAGES } from '@/lib/contact';
import { messageContact } from '../../db/schema';

let database: TestDatabase;
let app: TestApp;
let ip = 0;
const send = (body: unknown) => postJson(app, '/contact', body, { 'x-forwarded-for': `198.51.100.${++ip}` });
const valid = {
  nom: 'Leila Bakkali',
  email: 'leila@test.ma',
  telephone: '',
  sujet: 'Publicité sur le site',
  message: 'Bonjour, quels sont vos tarifs ?',
  honeypot: '',
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = createTestApp(database.db);
});

afterAll(async () => {
  await database.close();
});

const stored = () => database.db.select().from(messageContact).orderBy(desc(messageContact.idmessage));

describe('POST /contact', () => {
  it('stores the message for the admins', async () => {
    const { status, body } = await send({ ...valid, telephone: '0612345678' });
    expect(status).toBe(201);
    expect(body).toEqual({ message: CONTACT_MESSAGES.success });
    expect((await stored())[0]).toMatchObject({
      nom: 'Leila Bakkali',
      email: 'leila@test.ma',
      telephone: '+212612345678',
      sujet: 'Publicité sur le site',
      traite: false,
      uid: null,
    });
  });

  it('answers a filled trap field like a success and stores nothing', async () => {
    const before = (await stored()).length;
    expect((await send({ ...valid, honeypot: 'spam' })).status).toBe(201);
    expect((await stored()).length).toBe(before);
  });

  it.each([
    [{ nom: '' }, CONTACT_MESSAGES.name],
    [{ email: 'pas-un-email' }, CONTACT_MESSAGES.email],
    [{ telephone: '123' }, CONTACT_MESSAGES.phone],
    [{ sujet: 'Recette de tajine' }, CONTACT_MESSAGES.subject],
    [{ message: 'court' }, CONTACT_MESSAGES.message],
    [{ message: 'x'.repeat(3001) }, CONTACT_MESSAGES.message],
  ])('refuses %j', async (change, message) => {
    expect(await send({ ...valid, ...change })).toMatchObject({ status: 400, body: { error: message } });
  });

  it('limits how many messages one client sends', async () => {
    const client = { 'x-forwarded-for': '192.0.2.200' };
    for (let i = 0; i < 5; i++) expect((await postJson(app, '/contact', valid, client)).status).toBe(201);
    expect((await postJson(app, '/contact', valid, client)).status).toBe(429);
  });
});
