/**
 * How a v1 route is declared: who may call it and which errors it can answer, beside what
 * createRoute takes (method, path, request, its successful responses). From `access` come the
 * middleware that decides it for every request, the OpenAPI security, and the 401/403 answers;
 * `errors` lists the route's other error statuses. Rate limits and other checks go in `before`
 * (before the caller is known: they spare the token's verification) or `after` (keyed by the
 * caller). The OpenAPI document says exactly what the route declared.
 */
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { Role } from '@/lib/schemas/account';
import { bearerSecurity, errors, type ErrorResponses, type ErrorStatus } from './context';
import { optionalAuth, requireToken, requireUser, requireVisitor } from './middleware/auth';

/**
 * - `public`: anyone, the token is not read;
 * - `optional`: anyone, a signed-in caller is remembered (a bad token is a 401);
 * - `token`: a valid Firebase token, with or without a profile (finishing a sign-up);
 * - `visitor`: a signed-in user, or a guest named by its device's id (favourites);
 * - `user`: any signed-in user with a profile; `admin`, `sellers` (particulier or boutique), or a
 *   list of roles: those only.
 */
export type Access = 'public' | 'optional' | 'token' | 'visitor' | 'user' | 'admin' | 'sellers' | readonly [Role, ...Role[]];

type AccessMiddleware<A extends Access> = A extends 'public'
  ? []
  : A extends 'optional'
    ? [typeof optionalAuth]
    : A extends 'token'
      ? [typeof requireToken]
      : A extends 'visitor'
        ? [typeof requireVisitor]
        : [ReturnType<typeof requireUser>];

type AccessErrors<A extends Access> = A extends 'public' ? never : A extends 'optional' | 'token' ? 401 : 401 | 403;

/** A guest's device id (x-guest-id) serves as well as a bearer. */
const bearerOrGuest: RouteConfig['security'] = [...bearerSecurity, {}];

function accessOf(access: Access): { middleware: MiddlewareHandler[]; security?: RouteConfig['security']; statuses: ErrorStatus[] } {
  switch (access) {
    case 'public':
      return { middleware: [], statuses: [] };
    case 'optional':
      return { middleware: [optionalAuth], statuses: [401] };
    case 'token':
      return { middleware: [requireToken], security: bearerSecurity, statuses: [401] };
    case 'visitor':
      return { middleware: [requireVisitor], security: bearerOrGuest, statuses: [401, 403] };
    case 'user':
      return { middleware: [requireUser()], security: bearerSecurity, statuses: [401, 403] };
    case 'admin':
      return { middleware: [requireUser('admin')], security: bearerSecurity, statuses: [401, 403] };
    case 'sellers':
      return { middleware: [requireUser('particulier', 'boutique')], security: bearerSecurity, statuses: [401, 403] };
    default:
      return { middleware: [requireUser(...access)], security: bearerSecurity, statuses: [401, 403] };
  }
}

type Declaration = Omit<RouteConfig, 'security' | 'middleware'> & {
  access: Access;
  errors?: readonly ErrorStatus[];
  before?: readonly MiddlewareHandler[];
  after?: readonly MiddlewareHandler[];
};

type Declared<R extends Declaration> = Omit<R, 'access' | 'errors' | 'before' | 'after' | 'responses'> & {
  security?: RouteConfig['security'];
  middleware: [
    ...(R['before'] extends readonly MiddlewareHandler[] ? R['before'] : []),
    ...AccessMiddleware<R['access']>,
    ...(R['after'] extends readonly MiddlewareHandler[] ? R['after'] : []),
  ];
  responses: R['responses'] & ErrorResponses<(R['errors'] extends readonly ErrorStatus[] ? R['errors'][number] : never) | AccessErrors<R['access']>>;
};

/** A v1 route: createRoute's declaration, with who may call it and the errors it answers. */
export function route<const R extends Declaration>(declaration: R) {
  const { access, errors: statuses = [], before = [], after = [], responses, ...rest } = declaration;
  const granted = accessOf(access);
  return createRoute({
    ...rest,
    ...(granted.security && { security: granted.security }),
    middleware: [...before, ...granted.middleware, ...after],
    // One status once, in the usual order, whether the route or its access names it.
    responses: { ...responses, ...errors(...[...new Set([...statuses, ...granted.statuses])].sort()) },
  } as RouteConfig & { path: R['path'] }) as unknown as Declared<R> & { getRoutingPath(): string };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type TaggedDeclaration = Omit<Declaration, 'method' | 'path' | 'tags'>;

/**
 * The routes of one OpenAPI tag: `declare.get(path, {…})` puts the method and path where the eye
 * looks for them and names the tag once for the router instead of on every route.
 */
export function routesOf(tags: readonly string[]) {
  const declare =
    <M extends Method>(method: M) =>
    <const P extends string, const D extends TaggedDeclaration>(path: P, declaration: D) =>
      route({ ...declaration, method, path, tags: [...tags] } as D & { method: M; path: P; tags: string[] });
  return { get: declare('get'), post: declare('post'), put: declare('put'), patch: declare('patch'), delete: declare('delete') };
}
