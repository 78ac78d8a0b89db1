import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript run by postinstall, without types
import { patchSource } from './patch-next.mjs';

const require = createRequire(import.meta.url);

describe('patch-next (postinstall)', () => {
  it('measures only fetch-cache entries, and patching twice changes nothing', () => {
    const shipped = 'let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.hasCustomCacheHandler){warn(i)}';
    const fixed = patchSource(shipped);
    expect(fixed).toBe('let i=0;if(r.fetchCache&&(i=JSON.stringify(t).length)>2097152&&!this.hasCustomCacheHandler){warn(i)}');
    expect(patchSource(fixed)).toBe(fixed);
    // Same behaviour: a big fetch entry is still measured and refused; a page entry is not measured.
    const run = (code: string, fetchCache: boolean) => {
      let measured = 0;
      const warned: number[] = [];
      const t = { toJSON: () => ((measured += 1), 'x'.repeat(3_000_000)) };
      new Function('t', 'r', 'warn', code.replace('this.hasCustomCacheHandler', 'false'))(t, { fetchCache }, (size: number) => warned.push(size));
      return { measured, warned };
    };
    expect(run(fixed, true)).toEqual(run(shipped, true));
    expect(run(fixed, false)).toEqual({ measured: 0, warned: [] });
    expect(run(shipped, false).measured).toBe(1);
  });

  it('has patched the runtime that next start loads', () => {
    for (const module of ['next/dist/compiled/next-server/app-page-turbo.runtime.prod.js', 'next/dist/server/lib/incremental-cache/index.js']) {
      const source = fs.readFileSync(require.resolve(module), 'utf8');
      expect(patchSource(source), `${module} is not patched: run node scripts/patch-next.mjs, or revisit it after a Next upgrade`).toBe(source);
      expect(source).toMatch(/fetchCache&&\(\w+=JSON\.stringify|fetchCache && \(itemSize = JSON\.stringify/);
    }
  });
});
