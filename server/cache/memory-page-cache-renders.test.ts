/**
 * A page rendered across a change is not kept as fresh: the page cache dates a render by the
 * look-up that started it, so a revalidatePath that came while it ran has expired it already.
 * The real handler with Next's own tags manifest, as `next start` runs it.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { delay } from '../../scripts/lib/processes';

interface Handler {
  get(key: string, ctx: Record<string, unknown>): Promise<{ value: { html: string } | null } | null>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string[]): Promise<void>;
}
const MemoryPageCache = createRequire(import.meta.url)('./memory-page-cache.cjs') as new (context: Record<string, unknown>) => Handler;
const handler = new MemoryPageCache({ maxMemoryCacheSize: 1_000_000 });

const PAGE = { kind: 'APP_PAGE', isFallback: false };
const page = (route: string, html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from('0:{}'),
  status: 200,
  // The tags Next gives a page of this route, which revalidatePath expires.
  headers: { 'x-next-cache-tags': `_N_T_/layout,_N_T_${route}/layout,_N_T_${route}/page,_N_T_${route}` },
});
const cached = async (key: string) => (await handler.get(key, PAGE))?.value?.html ?? null;

describe('page cache: renders and changes', () => {
  it('expires a page whose render began before a revalidation and ended after it', async () => {
    const key = '/liste/motos/prix-max-1';
    expect(await handler.get(key, PAGE)).toBeNull(); // the miss that starts the render
    await delay(5);
    await handler.revalidateTag([`_N_T_${key}`]); // an admin pauses a sponsoring meanwhile
    await delay(5);
    await handler.set(key, page(key, 'avant'), { cacheControl: { revalidate: 60, expire: 31_536_000 } });
    expect(await cached(key)).toBeNull();

    // That miss starts a render after the change: kept.
    await handler.set(key, page(key, 'après'), { cacheControl: { revalidate: 60, expire: 31_536_000 } });
    expect(await cached(key)).toBe('après');
    expect(await cached(key)).toBe('après');
  });

  it('keeps a page whose render saw no change', async () => {
    const key = '/liste/motos/prix-max-2';
    expect(await handler.get(key, PAGE)).toBeNull();
    await delay(5);
    await handler.revalidateTag(['_N_T_/autre-page']);
    await handler.set(key, page(key, 'annonces'), { cacheControl: { revalidate: 60, expire: 31_536_000 } });
    expect(await cached(key)).toBe('annonces');
  });

  it('dates a background render of a stale page by the look-up that found it stale', async () => {
    const key = '/liste/motos/prix-max-3';
    await handler.get(key, PAGE);
    await handler.set(key, page(key, 'première'), { cacheControl: { revalidate: 1, expire: 31_536_000 } });
    await delay(1_050);
    expect(await cached(key)).toBe('première'); // stale: served, and rendered again behind it
    await delay(5);
    await handler.revalidateTag([`_N_T_${key}`]);
    await delay(5);
    await handler.set(key, page(key, 'seconde'), { cacheControl: { revalidate: 1, expire: 31_536_000 } });
    expect(await cached(key)).toBeNull();
  });
});
