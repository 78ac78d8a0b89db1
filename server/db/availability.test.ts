import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDatabaseUnreachable } from './availability';

const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });

describe('isDatabaseUnavailable', () => {
  it('recognises connection failures, also wrapped by Drizzle', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: Object.assign(new Error('terminating connection'), { code: '57P01' }) }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
  });

  it('does not take bugs for outages', () => {
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('isDatabaseUnreachable', () => {
  it('is a server that cannot be reached, not one that is slow: a slow query is not retried elsewhere', () => {
    expect(isDatabaseUnreachable(new Error('Failed query', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(timedOut)).toBe(false);
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
