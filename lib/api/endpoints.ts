/**
 * The v1 endpoints as the route declarations type them: paths, methods, inputs and answers all
 * come from the type of the Hono app (V1App), so that a call written here cannot drift from the
 * route it calls. Only types cross from server/ (erased at build); the runtime below is the few
 * lines that put a call's parameters into its URL and its body into the request.
 */
import type { Hono } from 'hono';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { V1App } from '../../server/api/app';

type V1Schema = V1App extends Hono<infer _Env, infer Schema, infer _Base> ? Schema : never;
type Route<P extends V1Path> = V1Schema[`/api/v1${P}`];

/** A v1 path as declared, relative to the v1 root, parameters as `:name` (e.g. /moto/detail/:id). */
export type V1Path = keyof V1Schema extends infer K ? (K extends `/api/v1${infer P}` ? P : never) : never;

export type V1Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Endpoint<P extends V1Path, M extends V1Method> = `$${Lowercase<M>}` extends keyof Route<P> ? Route<P>[`$${Lowercase<M>}`] : never;

/** The paths that take `M`. */
export type V1PathFor<M extends V1Method> = { [P in V1Path]: `$${Lowercase<M>}` extends keyof Route<P> ? P : never }[V1Path];

/** Parameter values may be numbers: they are written into the URL as text. */
type Loosened<I> = I extends { param: infer Params } ? Omit<I, 'param'> & { param: { [K in keyof Params]: string | number } } : I;

/** What a call sends: { param, query, json or form }, as its route validates them. */
export type V1Input<P extends V1Path, M extends V1Method> = Endpoint<P, M> extends { input: infer I } ? Loosened<I> : never;

/** What a call answers when it succeeds (2xx), as its route declares it. */
export type V1Output<P extends V1Path, M extends V1Method> = Extract<Endpoint<P, M>, { status: SuccessStatusCode }> extends { output: infer O } ? O : never;

type QueryValue = string | number | boolean | undefined | null;

/** The shape every input has at run time. */
interface AnyInput {
  param?: Record<string, string | number>;
  query?: Record<string, unknown>;
  json?: unknown;
  form?: Record<string, string | Blob>;
}

/** The request target of a call: its parameters in the path, its query (blanks left out) after it. */
export function v1Target(path: string, input: unknown = {}): string {
  const { param = {}, query = {} } = input as AnyInput;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = param[name];
    if (value === undefined) throw new Error(`v1 call ${path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** The body of a call and its content type: JSON, or a form (photos, logos). */
export function v1Body(input: unknown = {}): { body?: BodyInit; contentType?: string } {
  const { json, form } = input as AnyInput;
  if (form) {
    const data = new FormData();
    for (const [key, value] of Object.entries(form)) data.set(key, value);
    return { body: data };
  }
  return json === undefined ? {} : { body: JSON.stringify(json), contentType: 'application/json' };
}
