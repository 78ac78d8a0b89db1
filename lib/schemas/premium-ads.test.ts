import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DESKTOP_MIN_WIDTH, DEVICE_MEDIA } from './premium-ads';

describe('the device boundary (spec: mobile under 769 px)', () => {
  it('is one number, the same in TypeScript and in the CSS breakpoint', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(769);
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');
    expect(/--breakpoint-desk:\s*(\d+)px/.exec(css)?.[1]).toBe(String(DESKTOP_MIN_WIDTH));
    expect(DEVICE_MEDIA).toEqual({ mobile: '(max-width: 768px)', desktop: '(min-width: 769px)' });
  });
});
