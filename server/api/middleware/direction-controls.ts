/**
 * Every text a person sends v1 loses its direction controls (lib/text.ts) before any rule reads it:
 * the strings of a JSON or form body, and the query's values. One place, so that no field (a title,
 * a name, an alert's name, a report's details, a message) can be forgotten; the rules that follow
 * (links refused, lengths) judge the text as it will be shown.
 */
import { createMiddleware } from 'hono/factory';
import { hasDirectionControls, withoutDirectionControls } from '@/lib/text';
import type { AppEnv } from '../context';

/** A direction control written as a JSON escape (\u202e). */
const ESCAPED_CONTROL = /\\u20(?:2[a-e]|6[6-9])/i;

function cleaned(value: unknown): unknown {
  if (typeof value === 'string') return withoutDirectionControls(value);
  if (Array.isArray(value)) return value.map(cleaned);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [withoutDirectionControls(key), cleaned(item)]));
  return value;
}

/** The pairs cleaned, or null when none held a control. */
function cleanedPairs(pairs: URLSearchParams): URLSearchParams | null {
  const entries = [...pairs];
  if (!entries.some(([key, value]) => hasDirectionControls(key) || hasDirectionControls(value))) return null;
  return new URLSearchParams(entries.map(([key, value]) => [withoutDirectionControls(key), withoutDirectionControls(value)]));
}

export const dropDirectionControls = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  const json = /^application\/json\b/i.test(type);
  const form = /^application\/x-www-form-urlencoded\b/i.test(type);
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  let body: string | null = null;
  if (hasBody && (json || form)) {
    const sent = await c.req.text();
    body = sent;
    if (json && (hasDirectionControls(sent) || ESCAPED_CONTROL.test(sent))) {
      try {
        body = JSON.stringify(cleaned(JSON.parse(sent)));
      } catch {
        // not JSON: the validator answers it
      }
    } else if (form) {
      body = cleanedPairs(new URLSearchParams(sent))?.toString() ?? sent;
    }
    // Where the validators read it (Hono's bodyCache)…
    // (typed as Body's methods, it holds their promises)
    (c.req.bodyCache as Record<string, Promise<unknown>>).text = Promise.resolve(body);
  }
  const url = new URL(c.req.url);
  const query = cleanedPairs(url.searchParams);
  if (query) url.search = query.toString();
  if (query || body !== null) {
    // …and in a request given again, for what reads the request itself (a body size limit); Hono
    // reads the query from the request's address. A body of another kind is passed on unread.
    const rest = body === null && hasBody ? c.req.raw.body : null;
    const headers = new Headers(c.req.raw.headers);
    if (body !== null) headers.set('content-length', String(Buffer.byteLength(body)));
    c.req.raw = new Request(url, { method: c.req.method, headers, body: body ?? rest, duplex: 'half' } as RequestInit);
  }
  await next();
});
