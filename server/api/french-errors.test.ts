/**
 * Every write operation of the OpenAPI document, sent what a careless or hostile client sends: an
 * unknown field, every field of the wrong type, nothing at all. Whoever asks (anonymous, a
 * particulier, a shop, an admin), no answer is a 5xx, no message is in English, and each has its code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorIdToken } from '@/test/auth';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { createLimiters, RATE_LIMITS, type RateLimitRule } from './rate-limits';
import { createTestApp, insertShop, insertUser, type TestApp } from '@/test/fixtures';

let database: TestDatabase;
let app: TestApp;
const run = Date.now().toString(36);
const tokens: Record<string, string | undefined> = { anonyme: undefined };

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
interface Operation {
  method: string;
  path: string;
  body: Schema | null;
}
let components: Record<string, Schema> = {};
let operations: Operation[] = [];
let codes: Record<string, string> = {};

const resolve = (schema: Schema | undefined): Schema => (schema?.$ref ? resolve(components[schema.$ref.split('/').pop()!]) : (schema ?? {}));

/** A value of another type than the schema asks for. */
function wrongValue(schema: Schema): unknown {
  const resolved = resolve(schema);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  if (type === 'string') return 12345;
  if (type === 'number' || type === 'integer') return 'pas-un-nombre';
  if (type === 'boolean') return 'peut-etre';
  if (type === 'array') return { pas: 'une liste' };
  return ['pas', 'un', 'objet'];
}

/** Words of zod's English messages (and of any English text): none may reach a client. */
const ENGLISH = /\b(invalid|expected|received|required|unrecognized|must|should|string|number|too (small|big)|input|key|object|array|undefined)\b/i;

beforeAll(async () => {
  database = await createTestDatabase();
  // Limits far away: this walks every operation several times from one address.
  const generous = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, rule]: [string, RateLimitRule]) => [name, { ...rule, points: 100_000 }]),
  ) as typeof RATE_LIMITS;
  app = createTestApp(database.db, { limiters: createLimiters(generous) });
  for (const [key, role] of [
    ['particulier', 'particulier'],
    ['boutique', 'boutique'],
    ['admin', 'admin'],
  ] as const) {
    const uid = `fr-${key}-${run}`;
    const email = `${uid}@test.ma`;
    if (role === 'boutique') await insertShop(database.db, { uid, email, telephone: '+212667000002' });
    else await insertUser(database.db, { uid, email, role, telephone: role === 'admin' ? '+212667000003' : '+212667000001' });
    tokens[key] = await emulatorIdToken(uid, email);
  }
  const document = (await (await app.request('/api/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
    components?: { schemas?: Record<string, Schema> };
    info: { 'x-codes-erreur': Record<string, string> };
  };
  components = document.components?.schemas ?? {};
  codes = document.info['x-codes-erreur'];
  operations = Object.entries(document.paths).flatMap(([documented, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => ({
        method,
        path: documented.replace(/^\/api\/v1/, ''),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      })),
  );
});

afterAll(async () => {
  await database.close();
});

describe('bad input to every write operation', () => {
  it('is found in the document', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('gets a 4xx with a French message, never a 5xx nor English, whoever asks', async () => {
    const seen: string[] = [];
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, (param) =>
        param === '{oid}' ? 'ABCDEF123' : param === '{type}' ? 'moto' : param === '{name}' ? 'affichagesponsoring' : '1',
      );
      const properties = resolve(operation.body ?? undefined).properties ?? {};
      const bodies: unknown[] = [
        { pirate: 'Arrr' },
        Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, wrongValue(schema)])),
        {},
        'pas du json',
        [1, 2],
      ];
      for (const [who, token] of Object.entries(tokens)) {
        for (const body of bodies) {
          const response = await app.request(`/api/v1${url}`, {
            method: operation.method.toUpperCase(),
            headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
            body: typeof body === 'string' ? body : JSON.stringify(body),
          });
          const label = `${operation.method.toUpperCase()} ${url} as ${who} with ${JSON.stringify(body).slice(0, 60)}`;
          expect(response.status, `${label}: ${app.loggedErrors.at(-1) ?? ''}`).toBeLessThan(500);
          if (response.status >= 400) {
            const text = await response.text();
            const answer = JSON.parse(text) as { error?: string; code?: string };
            const message = answer.error ?? text;
            expect(message, label).not.toMatch(ENGLISH);
            // Every error has its stable code, one the OpenAPI document lists.
            expect(codes, label).toHaveProperty([answer.code ?? 'absent']);
            seen.push(message);
          }
        }
      }
    }
    // The unknown field is named, in French (zod's French locale).
    expect(seen).toContain('Clé non reconnue : "pirate"');
    expect(app.loggedErrors).toEqual([]);
  });
});
