import { describe, expect, it } from 'vitest';
import { z } from '@hono/zod-openapi';
import { json, newRouter } from './context';
import { route } from './route';
import { rateLimit } from './middleware/rate-limit';
import { optionalAuth, requireToken, requireVisitor } from './middleware/auth';

const ok = { 200: json(z.object({ ok: z.boolean() }), 'Bien.') };
const base = { method: 'get', path: '/essai', summary: 'Un essai.', responses: ok } as const;

describe('route: who may call a route and what it answers, in one declaration', () => {
  it('a public route reads no token, has no security, and answers only its own errors', () => {
    const declared = route({ ...base, access: 'public', errors: [400, 503] });
    expect(declared.middleware).toEqual([]);
    expect(declared).not.toHaveProperty('security');
    expect(Object.keys(declared.responses)).toEqual(['200', '400', '503']);
  });

  it('a signed-in route has the bearer as security, its role check as middleware, and 401 and 403 among its answers', () => {
    for (const access of ['user', 'admin', 'sellers', ['boutique']] as const) {
      const declared = route({ ...base, access, errors: [404] });
      expect(declared.security).toEqual([{ bearerAuth: [] }]);
      expect(declared.middleware).toHaveLength(1);
      expect(Object.keys(declared.responses)).toEqual(['200', '401', '403', '404']);
    }
  });

  it('the other accesses: a token, a guest or a user, anyone remembered', () => {
    const token = route({ ...base, access: 'token' });
    expect(token.middleware).toEqual([requireToken]);
    expect(Object.keys(token.responses)).toEqual(['200', '401']);
    const visitor = route({ ...base, access: 'visitor' });
    expect(visitor.middleware).toEqual([requireVisitor]);
    expect(visitor.security).toEqual([{ bearerAuth: [] }, {}]);
    expect(Object.keys(visitor.responses)).toEqual(['200', '401', '403']);
    const optional = route({ ...base, access: 'optional' });
    expect(optional.middleware).toEqual([optionalAuth]);
    expect(optional).not.toHaveProperty('security');
  });

  it('checks run before the caller is known (`before`) or after (`after`), in that order', () => {
    const early = rateLimit('reports');
    const late = rateLimit('profiles');
    const declared = route({ ...base, access: 'optional', before: [early], after: [late], errors: [429, 401] });
    expect(declared.middleware).toEqual([early, optionalAuth, late]);
    // A status the route names and its access implies is described once.
    expect(Object.keys(declared.responses)).toEqual(['200', '401', '429']);
  });

  it('the declaration serves as createRoute’s: the OpenAPI document shows the security and every answer', () => {
    const app = newRouter().openapi(route({ ...base, access: 'admin', errors: [503] }), (c) => c.json({ ok: true }, 200));
    const operation = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'essai', version: '1' } }).paths?.['/essai']?.get;
    expect(operation?.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '401', '403', '503']);
  });
});
