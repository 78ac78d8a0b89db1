import { describe, expect, it } from 'vitest';
import { isSameOriginRequest } from './origin';

const headers = (values: Record<string, string>) => new Headers(values);

describe('isSameOriginRequest', () => {
  it('accepts the site’s own pages', () => {
    expect(isSameOriginRequest(headers({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(true);
    expect(isSameOriginRequest(headers({ origin: 'https://motomaroc.ma', host: '10.0.0.5:3000', 'x-forwarded-host': 'motomaroc.ma' }))).toBe(true);
  });

  it('refuses other sites, a missing or opaque Origin', () => {
    expect(isSameOriginRequest(headers({ origin: 'https://evil.example', host: 'motomaroc.ma' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'https://motomaroc.ma.evil.example', host: 'motomaroc.ma' }))).toBe(false);
    expect(isSameOriginRequest(headers({ host: 'motomaroc.ma' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'null', host: 'motomaroc.ma' }))).toBe(false);
    expect(isSameOriginRequest(headers({ origin: 'pas une url', host: 'motomaroc.ma' }))).toBe(false);
  });
});
