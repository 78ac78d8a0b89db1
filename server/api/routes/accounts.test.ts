/**
 * The accounts part of v1 utilisateur, against the Auth emulator: who may call what (anonymous,
 * a bad token, particulier, boutique, the owner, another user, admin), sign-up rules, profile,
 * deletion and push tokens.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@/lib/schemas/account';
import { emulatorAccountExists, emulatorIdToken } from '@/test/auth';
import { captchaProof, solvedAltchaPayload } from '@/test/captcha';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createTestApp, getJson, insertEquipement, insertMoto, insertShop, insertSponsoring, insertUser, postJson, type TestApp } from '@/test/fixtures';
import { createLimiters, RATE_LIMITS } from '../rate-limits';
import { annonceMoto, paiement, photoUpload, pushToken, utilisateur } from '../../db/schema';
import { env } from '../../env';
import { localFileStore } from '../../storage/files';

let database: TestDatabase;
let app: TestApp;
const tokens: Record<'particulier' | 'other' | 'boutique' | 'admin' | 'noRow', string> = {} as never;
const users: Record<'particulier' | 'other' | 'boutique' | 'admin', typeof utilisateur.$inferSelect> = {} as never;
const run = Date.now().toString(36);

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
function send(method: string, path: string, token?: string, body?: unknown) {
  return getJson(app, path, {
    method,
    headers: { ...(token ? auth(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  // Sign-ups are limited per address; this file signs up more than a person would.
  app = createTestApp(database.db, { limiters: createLimiters({ ...RATE_LIMITS, signup: { ...RATE_LIMITS.signup, points: 1000 } }) });
  const db = database.db;
  const make = async (key: keyof typeof users, role: 'particulier' | 'boutique' | 'admin', phone: string) => {
    const uid = `acc-${key}-${run}`;
    const email = `${key}-${run}@test.ma`;
    users[key] = role === 'boutique' ? await insertShop(db, { uid, email, telephone: phone }) : await insertUser(db, { uid, email, role, telephone: phone });
    tokens[key] = await emulatorIdToken(uid, email);
  };
  await make('particulier', 'particulier', '+212661000001');
  await make('other', 'particulier', '+212661000002');
  await make('boutique', 'boutique', '+212661000003');
  await make('admin', 'admin', '+212661000004');
  tokens.noRow = await emulatorIdToken(`acc-norow-${run}`, `norow-${run}@test.ma`);
});

afterAll(async () => {
  await database.close();
});

describe('who may call the signed-in endpoints', () => {
  const signedIn: [string, string, unknown?][] = [
    ['GET', '/utilisateur/details'],
    ['POST', '/utilisateur/user-by-token'],
    ['PUT', '/utilisateur/update-user', { nom: 'A', prenom: 'B', telephone: '0661000009', ville: 'Rabat' }],
    ['GET', '/utilisateur/telephone-existe-existing-user?telephone=0661000009'],
    ['POST', '/utilisateur/delete-account'],
    ['POST', '/utilisateur/link-fcm-token', { guestId: '6f1c3b1e-8a3d-4f7e-9c2b-5d4e3f2a1b0c' }],
    ['POST', '/utilisateur/release-fcm-token', { fcmtoken: 'fcm-token-123456', guestId: '6f1c3b1e-8a3d-4f7e-9c2b-5d4e3f2a1b0c' }],
    ['POST', '/utilisateur/adduser', {}],
    ['PUT', '/utilisateur/langue', { langue: 'ar' }],
  ];

  it.each(signedIn)('%s %s: 401 with a French message without a bearer or with a bad one', async (method, path, body) => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body: answer } = await send(method, path, token, body);
      expect(status).toBe(401);
      expect(answer.error).toMatch(/connecter|Session/);
    }
  });

  it.each(signedIn.filter(([, path]) => !path.includes('adduser')))(
    '%s %s: 403 for a valid token whose sign-up is not finished',
    async (method, path, body) => {
      const { status, body: answer } = await send(method, path, tokens.noRow, body);
      expect(status).toBe(403);
      expect(answer.error).toBe(ACCOUNT_MESSAGES.profileMissing);
    },
  );

  it('a forged role or uid in the token body changes nothing: v1 reads the role from its table', async () => {
    for (const key of ['particulier', 'boutique', 'admin'] as const) {
      const { status, body } = await send('POST', '/utilisateur/user-by-token', tokens[key]);
      expect(status).toBe(200);
      expect(body).toEqual({ role: users[key].role, idutilisateur: users[key].idutilisateur, nom: users[key].nom, prenom: users[key].prenom });
    }
  });

  it('a token revoked at sign-out is refused', async () => {
    const uid = `acc-revoked-${run}`;
    await insertUser(database.db, { uid, email: `revoked-${run}@test.ma`, telephone: '+212661000077' });
    await emulatorIdToken(uid, `revoked-${run}@test.ma`);
    // Signed in at the start of a second, so that the sign-out below falls in that same second.
    await new Promise((resolve) => setTimeout(resolve, 1_000 - (Date.now() % 1_000)));
    const token = await emulatorIdToken(uid, `revoked-${run}@test.ma`);
    // At once: Firebase dates revocations to the second, and a token of that same second must end too.
    const { firebaseIdentityAdmin } = await import('../app');
    await firebaseIdentityAdmin.revokeSessions(uid);
    expect((await send('GET', '/utilisateur/details', token)).status).toBe(401);
    // The session's own check (pages, /api/session) says the same.
    const { sessionsRevokedSince } = await import('../../auth/firebase-admin');
    const authTime = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).auth_time as number;
    expect(await sessionsRevokedSince(uid, authTime)).toBe(true);
  });
});

describe('GET details and GET {id}', () => {
  it('gives me my own account, e-mail and uid included, never cached', async () => {
    const { status, body, headers } = await send('GET', '/utilisateur/details', tokens.particulier);
    expect(status).toBe(200);
    expect(body).toMatchObject({ uid: users.particulier.uid, email: users.particulier.email, telephone: '+212661000001', role: 'particulier' });
    expect(headers.get('cache-control')).toContain('no-store');
  });

  it('GET {id} gives anyone the public fields only: no e-mail, uid or phone', async () => {
    // A shop is public; a person with nothing online is not (utilisateur.test.ts has the whole rule).
    const { status, body } = await getJson(app, `/utilisateur/${users.boutique.idutilisateur}`);
    expect(status).toBe(200);
    expect(body.nom).toBe(users.boutique.nom);
    const text = JSON.stringify(body);
    for (const secret of [users.boutique.email, users.boutique.uid, users.boutique.telephone!]) expect(text).not.toContain(secret);
    expect((await getJson(app, `/utilisateur/${users.particulier.idutilisateur}`)).status).toBe(404);
    expect((await getJson(app, '/utilisateur/999999')).status).toBe(404);
    expect((await getJson(app, '/utilisateur/abc')).status).toBe(400);
  });
});

describe('existe and telephone-existe', () => {
  it('answer yes or no and nothing more', async () => {
    expect((await getJson(app, `/utilisateur/existe?email=${encodeURIComponent(users.other.email.toUpperCase())}`)).body).toEqual({ existe: true });
    expect((await getJson(app, '/utilisateur/existe?email=personne@test.ma')).body).toEqual({ existe: false });
    expect((await getJson(app, '/utilisateur/telephone-existe?telephone=06%2061%2000%2000%2002')).body).toEqual({ existe: true });
    expect((await getJson(app, '/utilisateur/telephone-existe?telephone=212661999999')).body).toEqual({ existe: false });
  });

  it('refuse bad input in French', async () => {
    expect(await getJson(app, '/utilisateur/existe?email=pas-un-email')).toMatchObject({ status: 400, body: { error: 'Adresse e-mail invalide.' } });
    expect(await getJson(app, '/utilisateur/telephone-existe?telephone=123')).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.phoneInvalid } });
  });

  it('are rate-limited per address', async () => {
    const limited = createTestApp(database.db, { limiters: createLimiters({ ...RATE_LIMITS, accountLookup: { ...RATE_LIMITS.accountLookup, points: 2 } }) });
    const ask = () => getJson(limited, '/utilisateur/existe?email=a@test.ma', { headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});

describe('telephone-existe-existing-user', () => {
  it('tells whether another user has the phone; my own phone is not "taken"', async () => {
    const ask = (phone: string, token = tokens.particulier, exclude = users.particulier.uid) =>
      send('GET', `/utilisateur/telephone-existe-existing-user?telephone=${phone}&excludeUid=${exclude}`, token);
    expect((await ask('0661000001')).body).toEqual({ existe: false });
    expect((await ask('0661000002')).body).toEqual({ existe: true });
  });

  it('excludeUid of someone else: 403 for a user, allowed for an admin', async () => {
    const path = `/utilisateur/telephone-existe-existing-user?telephone=0661000002&excludeUid=${users.other.uid}`;
    expect((await send('GET', path, tokens.particulier)).status).toBe(403);
    expect(await send('GET', path, tokens.admin)).toMatchObject({ status: 200, body: { existe: false } });
  });
});

describe('captcha and adduser', () => {
  it('verify-recaptcha gives a proof for a solved challenge, once', async () => {
    const payload = await solvedAltchaPayload(app);
    const first = await postJson(app, '/utilisateur/verify-recaptcha', { recaptcha: payload });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, preuve: expect.any(String) });
    const replay = await postJson(app, '/utilisateur/verify-recaptcha', { recaptcha: payload });
    expect(replay).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.captchaInvalid } });
  });

  it('verify-recaptcha refuses garbage and unsolved challenges', async () => {
    expect((await postJson(app, '/utilisateur/verify-recaptcha', { recaptcha: 'bm9wZQ==' })).status).toBe(400);
    expect((await postJson(app, '/utilisateur/verify-recaptcha', {})).body.error).toBe(ACCOUNT_MESSAGES.captchaMissing);
    const { body: challenge } = await getJson(app, '/utilisateur/captcha');
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00' } })).toString('base64');
    expect((await postJson(app, '/utilisateur/verify-recaptcha', { recaptcha: wrong })).status).toBe(400);
  });

  async function newSignup(suffix: string, phone: string) {
    const uid = `signup-${suffix}-${run}`;
    const email = `signup-${suffix}-${run}@test.ma`;
    const token = await emulatorIdToken(uid, email);
    const body = { nom: 'Bennani', prenom: 'Omar Ali', email, uid, role: 'particulier', date_ajout: '1999-01-01', telephone: phone, ville: 'Rabat' };
    return { uid, email, token, body };
  }

  it('creates the caller’s own row as particulier with a fresh proof', async () => {
    const signup = await newSignup('ok', '06 62 00 00 01');
    const { status, body } = await send('POST', '/utilisateur/adduser', signup.token, { ...signup.body, captcha: await captchaProof(app) });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      uid: signup.uid,
      role: 'particulier',
      telephone: '+212662000001',
      nom: 'Bennani',
      prenom: 'Omar Ali',
      ville: 'Rabat',
      langue: 'fr',
    });
    expect(new Date(body.date_ajout).getFullYear()).toBeGreaterThan(2020);
    expect((await send('POST', '/utilisateur/adduser', signup.token, { ...signup.body, captcha: await captchaProof(app) })).status).toBe(409);
  });

  it('refuses another uid, another role, another e-mail, and no, a forged or a spent proof', async () => {
    const signup = await newSignup('bad', '0662000002');
    const proof = await captchaProof(app);
    const attempt = (changes: Record<string, unknown>) => send('POST', '/utilisateur/adduser', signup.token, { ...signup.body, captcha: proof, ...changes });
    expect((await attempt({ uid: users.other.uid })).status).toBe(403);
    expect((await attempt({ role: 'boutique' })).status).toBe(403);
    expect((await attempt({ role: 'admin' })).status).toBe(403);
    expect((await attempt({ email: 'autre@test.ma' })).status).toBe(403);
    expect(await attempt({ captcha: undefined })).toMatchObject({ status: 400, body: { error: ACCOUNT_MESSAGES.captchaMissing } });
    expect((await attempt({ captcha: `${proof.slice(0, -3)}abc` })).status).toBe(403);
    expect((await attempt({ ville: 'Atlantis' })).status).toBe(400);
    expect(await database.db.select().from(utilisateur).where(eq(utilisateur.uid, signup.uid))).toHaveLength(0);
    expect((await attempt({})).status).toBe(201);
    const again = await newSignup('bad2', '0662000003');
    expect((await send('POST', '/utilisateur/adduser', again.token, { ...again.body, captcha: proof })).status).toBe(403);
  });

  it('a phone or e-mail already used gets the spec’s text', async () => {
    const signup = await newSignup('phone', '+212661000002');
    const taken = await send('POST', '/utilisateur/adduser', signup.token, { ...signup.body, captcha: await captchaProof(app) });
    expect(taken).toMatchObject({ status: 409, body: { error: ACCOUNT_MESSAGES.phoneTaken } });
    expect(taken.body.error).toBe('Numero de telephone deja utilise');
  });
});

describe('the language of my mails and notifications', () => {
  it('is the sign-up page’s, and each person changes only their own', async () => {
    const uid = `acc-langue-${run}`;
    const email = `langue-${run}@test.ma`;
    const token = await emulatorIdToken(uid, email);
    const body = { nom: 'Alaoui', prenom: 'Said', email, uid, role: 'particulier', telephone: '0662000077', ville: 'Fès', langue: 'ar' };
    const created = await send('POST', '/utilisateur/adduser', token, { ...body, captcha: await captchaProof(app) });
    expect(created.status).toBe(201);
    expect(created.body.langue).toBe('ar');

    for (const who of ['particulier', 'boutique', 'admin'] as const) {
      const answer = await send('PUT', '/utilisateur/langue', tokens[who], { langue: 'ar' });
      expect(answer, who).toMatchObject({ status: 200, body: { langue: 'ar' } });
      expect((await send('GET', '/utilisateur/details', tokens[who])).body.langue).toBe('ar');
    }
    // Nobody else's changed: the body names no one, the bearer does.
    expect((await send('GET', '/utilisateur/details', tokens.other)).body.langue).toBe('fr');
    expect((await send('PUT', '/utilisateur/langue', tokens.particulier, { langue: 'fr', idutilisateur: users.other.idutilisateur })).status).toBe(200);
    expect((await send('GET', '/utilisateur/details', tokens.other)).body.langue).toBe('fr');
    expect((await send('GET', '/utilisateur/details', tokens.particulier)).body.langue).toBe('fr');

    for (const bad of [{ langue: 'en' }, { langue: '' }, {}, { langue: ['ar'] }]) {
      const answer = await send('PUT', '/utilisateur/langue', tokens.particulier, bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(answer.body.error).toMatch(/Langue inconnue/);
    }
  });
});

describe('PUT update-user and POST logo', () => {
  it('saves my profile, normalising the phone; shop fields are ignored for a particulier', async () => {
    const { status, body } = await send('PUT', '/utilisateur/update-user', tokens.particulier, {
      nom: ' Idrissi ',
      prenom: 'Sami',
      telephone: '212 6 61 00 00 11',
      ville: 'Tanger',
      nom_entreprise: 'Pas une boutique',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ nom: 'Idrissi', prenom: 'Sami', telephone: '+212661000011', ville: 'Tanger', nom_entreprise: null });
  });

  it('a shop edits its company fields', async () => {
    const { status, body } = await send('PUT', '/utilisateur/update-user', tokens.boutique, {
      nom: 'Shop',
      prenom: '',
      telephone: '0661000003',
      ville: 'Casablanca',
      nom_entreprise: 'Atlas Motos Sud',
      description: 'Pièces et entretien',
      adresse: '12 bd Zerktouni',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ nom_entreprise: 'Atlas Motos Sud', description: 'Pièces et entretien', adresse: '12 bd Zerktouni' });
  });

  it('refuses a phone of another user, a bad phone, an unknown city, an empty name', async () => {
    const base = { nom: 'X', prenom: '', telephone: '0661000003', ville: 'Rabat' };
    expect(await send('PUT', '/utilisateur/update-user', tokens.other, base)).toMatchObject({
      status: 409,
      body: { error: 'Numero de telephone deja utilise' },
    });
    expect((await send('PUT', '/utilisateur/update-user', tokens.other, { ...base, telephone: '0661' })).status).toBe(400);
    expect((await send('PUT', '/utilisateur/update-user', tokens.other, { ...base, telephone: '0661000002', ville: 'Nulle-part' })).status).toBe(400);
    expect(await send('PUT', '/utilisateur/update-user', tokens.other, { ...base, telephone: '0661000002', nom: ' ' })).toMatchObject({
      status: 400,
      body: { error: 'Le nom est obligatoire.' },
    });
    expect((await send('PUT', '/utilisateur/update-user', tokens.other, 'nope')).status).toBe(400);
  });

  it('a new number is a look-up, limited like telephone-existe; saving with the same number is not', async () => {
    const limited = createTestApp(database.db, { limiters: createLimiters({ ...RATE_LIMITS, accountLookup: { ...RATE_LIMITS.accountLookup, points: 3 } }) });
    const save = (telephone: string) =>
      getJson(limited, '/utilisateur/update-user', {
        method: 'PUT',
        headers: { ...auth(tokens.other), 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
        body: JSON.stringify({ nom: 'X', prenom: '', telephone, ville: 'Rabat' }),
      });
    const mine = (await send('GET', '/utilisateur/details', tokens.other)).body.telephone as string;
    // The person's own number, saved again and again: no look-up.
    for (let i = 0; i < 5; i++) expect((await save(mine)).status).toBe(200);
    const others = await Promise.all(
      [tokens.particulier, tokens.boutique, tokens.admin].map(async (token) => (await send('GET', '/utilisateur/details', token)).body.telephone as string),
    );
    for (const taken of others) expect((await save(taken)).status).toBe(409);
    const refused = await save('0661000099');
    expect(refused).toMatchObject({ status: 429, body: { error: RATE_LIMITS.accountLookup.message } });
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await save(mine)).status).toBe(200);
  });

  const upload = (token: string, bytes: Uint8Array<ArrayBuffer>, name = 'logo.png') => {
    const form = new FormData();
    form.set('logo', new File([bytes], name, { type: 'image/png' }));
    return getJson(app, '/utilisateur/logo', { method: 'POST', headers: auth(token), body: form });
  };

  it('a shop replaces its logo: checked by content, re-encoded', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(tokens.boutique, png);
    expect(status).toBe(200);
    expect(body.logo).toMatch(/^boutiques\/\d+\/[\w-]+\.webp$/);
    expect((await upload(tokens.boutique, new TextEncoder().encode('<script>alert(1)</script>'))).status).toBe(400);
  });

  it('only a shop has a logo', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(tokens.particulier, png)).status).toBe(403);
    expect((await upload(tokens.admin, png)).status).toBe(403);
  });
});

describe('push tokens and the guest id', () => {
  const owners = async (token: string) =>
    database.db.select({ uid: pushToken.uid, guest: pushToken.guest_id }).from(pushToken).where(eq(pushToken.token, token));

  it('a guest stores a token, and signing in links it to the user', async () => {
    const guestId = randomUUID();
    expect((await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: `fcm-token-guest-${run}`, guestId })).status).toBe(200);
    expect((await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: `fcm-token-x-${run}` })).status).toBe(400);
    const { status, body } = await send('POST', '/utilisateur/link-fcm-token', tokens.other, { guestId, fcmtoken: `fcm-token-device-${run}` });
    expect(status).toBe(200);
    expect(body).toEqual({ lies: 1, favoris: 0, motos: 0 });
    const rows = await database.db.select().from(pushToken).where(eq(pushToken.uid, users.other.uid));
    expect(rows.map((r) => r.token).sort()).toEqual([`fcm-token-device-${run}`, `fcm-token-guest-${run}`]);
    expect((await send('POST', '/utilisateur/link-fcm-token', tokens.other, { guestId: 'x' })).status).toBe(400);
  });

  it('accepts only the guest ids the site issues: random UUIDs, lower case', async () => {
    for (const guestId of ['aaaaaaaa', 'guest-123456', randomUUID().toUpperCase(), '00000000-0000-1000-8000-000000000000']) {
      expect((await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: `fcm-token-shape-${run}`, guestId })).status).toBe(400);
      expect((await getJson(app, '/favoris', { headers: { 'x-guest-id': guestId } })).status).toBe(401);
    }
    expect((await getJson(app, '/favoris', { headers: { 'x-guest-id': randomUUID() } })).status).toBe(200);
  });

  it('a signed-in device stores its token under the user', async () => {
    expect((await send('POST', '/utilisateur/update-fcm-token', tokens.boutique, { fcmtoken: `fcm-token-shop-${run}` })).status).toBe(200);
    const [row] = await database.db
      .select()
      .from(pushToken)
      .where(eq(pushToken.token, `fcm-token-shop-${run}`));
    expect(row?.uid).toBe(users.boutique.uid);
  });

  it('a device that changes hands: its token follows whoever signs in on it, and its own sign-out gives it back to its guest', async () => {
    const token = `fcm-token-shared-${run}`;
    const device = randomUUID();
    await send('POST', '/utilisateur/link-fcm-token', tokens.boutique, { fcmtoken: token, guestId: device });
    // Someone else signs in on the same device: its guest id comes with the call.
    expect((await send('POST', '/utilisateur/link-fcm-token', tokens.other, { fcmtoken: token, guestId: device })).status).toBe(200);
    expect(await owners(token)).toEqual([{ uid: users.other.uid, guest: null }]);
    // Someone else cannot release it; its holder, signing out on the device, does.
    expect(await send('POST', '/utilisateur/release-fcm-token', tokens.boutique, { fcmtoken: token, guestId: device })).toMatchObject({
      status: 200,
      body: { libere: false },
    });
    expect((await send('POST', '/utilisateur/release-fcm-token', undefined, { fcmtoken: token, guestId: device })).status).toBe(401);
    expect(await send('POST', '/utilisateur/release-fcm-token', tokens.other, { fcmtoken: token, guestId: device })).toMatchObject({
      status: 200,
      body: { libere: true },
    });
    expect(await owners(token)).toEqual([{ uid: null, guest: device }]);
    // The device's own guest refreshes it.
    expect((await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: token, guestId: device })).status).toBe(200);
    expect(await owners(token)).toEqual([{ uid: null, guest: device }]);
  });

  it('a token moves only from its own device: not on a bare claim by an account, a guest or another device', async () => {
    const token = `fcm-token-of-a-${run}`;
    const device = randomUUID();
    const attacker = randomUUID();
    await send('POST', '/utilisateur/link-fcm-token', tokens.boutique, { fcmtoken: token, guestId: device });
    // Anonymous, with the token and a guest id of the attacker's: the same answer, nothing moves.
    expect(await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: token, guestId: attacker })).toMatchObject({
      status: 200,
      body: { message: 'Jeton enregistré.' },
    });
    expect(await owners(token)).toEqual([{ uid: users.boutique.uid, guest: null }]);
    expect(await send('POST', '/utilisateur/link-fcm-token', tokens.other, { guestId: attacker })).toMatchObject({ status: 200, body: { lies: 0 } });
    // Another account posting it (the probe of 2026-11-27 took it so), with or without a guest id of its own.
    expect((await send('POST', '/utilisateur/update-fcm-token', tokens.other, { fcmtoken: token })).status).toBe(200);
    expect((await send('POST', '/utilisateur/update-fcm-token', tokens.other, { fcmtoken: token, guestId: attacker })).status).toBe(200);
    expect((await send('POST', '/utilisateur/link-fcm-token', tokens.other, { fcmtoken: token, guestId: attacker })).status).toBe(200);
    expect(await owners(token)).toEqual([{ uid: users.boutique.uid, guest: null }]);

    // A guest's token is no more another guest's to take.
    const guestToken = `fcm-token-of-a-guest-${run}`;
    const guest = randomUUID();
    await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: guestToken, guestId: guest });
    await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: guestToken, guestId: attacker });
    await send('POST', '/utilisateur/update-fcm-token', tokens.other, { fcmtoken: guestToken, guestId: attacker });
    expect(await owners(guestToken)).toEqual([{ uid: null, guest }]);
  });

  it('anonymous registrations are limited per address', async () => {
    const limited = createTestApp(database.db);
    const flood = randomUUID();
    const register = (n: number) =>
      getJson(limited, '/utilisateur/update-fcm-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fcmtoken: `fcm-token-flood-${run}-${n}`, guestId: flood }),
      });
    for (let n = 0; n < RATE_LIMITS.guestPushTokens.points; n++) expect((await register(n)).status).toBe(200);
    expect(await register(999)).toMatchObject({ status: 429, body: { error: RATE_LIMITS.guestPushTokens.message } });
  });

  it('bad tokens and guest ids get French 400s; linking needs a sign-in', async () => {
    const guestId = randomUUID();
    const bad = await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: '', guestId });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.error).toBe('string');
    expect((await send('POST', '/utilisateur/update-fcm-token', undefined, { fcmtoken: 'x'.repeat(5000), guestId })).status).toBe(400);
    expect((await send('POST', '/utilisateur/link-fcm-token', undefined, { guestId })).status).toBe(401);
  });
});

describe('POST delete-account', () => {
  it('needs a sign-in of less than 5 minutes', async () => {
    const stale = createTestApp(database.db, {
      verifyIdToken: async () => ({ uid: users.other.uid, email: users.other.email, authTime: Date.now() / 1000 - 3600, expiresAt: Date.now() + 60_000 }),
    });
    const { status, body } = await getJson(stale, '/utilisateur/delete-account', { method: 'POST', headers: auth('whatever') });
    expect(status).toBe(403);
    expect(body.error).toBe(ACCOUNT_MESSAGES.recentLoginRequired);
  });

  it('removes the Firebase account, the row and the listings; payments stay, detached', async () => {
    const uid = `acc-delete-${run}`;
    const email = `delete-${run}@test.ma`;
    const user = await insertUser(database.db, { uid, email, telephone: '+212661000099' });
    const token = await emulatorIdToken(uid, email);
    // Their own photos (in a listing, and uploaded but unused) leave storage; a seeded picture stays.
    const files = localFileStore(env().uploadsDir);
    const own = [`photos/${user.idutilisateur}/dans-annonce.webp`, `photos/${user.idutilisateur}/pas-utilisee.webp`];
    for (const path of [...own, 'demo/partagee.webp']) await files.put(path, Buffer.from('photo'), 'image/webp');
    await database.db.insert(photoUpload).values({ chemin: own[1]!, idutilisateur: user.idutilisateur });
    const moto = await insertMoto(database.db, user.idutilisateur, { photos: [own[0]!, 'demo/partagee.webp'] });
    const tyre = await insertEquipement(database.db, user.idutilisateur, { type: 'pneu', titre: 'Michelin Road 6 180/55' });
    const sponsorship = await insertSponsoring(database.db, {
      type: 'moto',
      idannonce: moto.idannonce_moto,
      idutilisateur: user.idutilisateur,
      date_debut: new Date(),
      nbr_jour: 7,
    });
    await database.db
      .insert(paiement)
      .values({ oid: `oid-${run}`, idutilisateur: user.idutilisateur, idsponsoring: sponsorship.idsponsoring, nbr_jour: 7, montant: 99, etat: 'payee' });

    expect(await send('POST', '/utilisateur/delete-account', token)).toMatchObject({ status: 200, body: { message: ACCOUNT_MESSAGES.accountDeleted } });
    expect(await database.db.select().from(utilisateur).where(eq(utilisateur.uid, uid))).toHaveLength(0);
    expect(await database.db.select().from(annonceMoto).where(eq(annonceMoto.idannonce_moto, moto.idannonce_moto))).toHaveLength(0);
    const [payment] = await database.db
      .select()
      .from(paiement)
      .where(eq(paiement.oid, `oid-${run}`));
    expect(payment).toMatchObject({ idutilisateur: null, idsponsoring: null, etat: 'payee' });
    expect(await emulatorAccountExists(uid)).toBe(false);
    expect((await send('GET', '/utilisateur/details', token)).status).toBe(401);
    expect(await Promise.all(own.map((path) => files.read(path)))).toEqual([null, null]);
    expect(await files.read('demo/partagee.webp')).not.toBeNull();
    // Their listings leave the cached public pages at once.
    expect(app.publicPages.changed).toEqual(
      expect.arrayContaining([
        { urlType: 'moto', id: moto.idannonce_moto, titre: moto.titre },
        { urlType: 'pneu', id: tyre.idannonce_equipement, titre: 'Michelin Road 6 180/55' },
      ]),
    );
  });

  it('keeps everything when Firebase refuses to delete the account', async () => {
    const failing = createTestApp(database.db, {
      identity: { revokeSessions: async () => undefined, deleteAccount: async () => Promise.reject(new Error('firebase down')) },
    });
    const { status, body } = await getJson(failing, '/utilisateur/delete-account', { method: 'POST', headers: auth(tokens.other) });
    expect(status).toBe(503);
    expect(body.error).toMatch(/indisponible/);
    expect(await database.db.select().from(utilisateur).where(eq(utilisateur.uid, users.other.uid))).toHaveLength(1);
    expect(failing.publicPages.changed).toEqual([]);
  });
});
