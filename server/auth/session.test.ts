import { afterEach, describe, expect, it, vi } from 'vitest';
import { needsRenewal, RENEW_BEFORE_MS, SESSION_MAX_AGE_SECONDS, sealSession, unsealSession, type SessionData } from './session';

const password = 'a-test-password-of-at-least-32-characters';
const session: SessionData = {
  uid: 'uid-1',
  email: 'a@test.ma',
  role: 'particulier',
  name: 'Sara Alaoui',
  idToken: 'id-token',
  refreshToken: 'refresh-token',
  expiresAt: Date.parse('2026-11-23T10:00:00Z'),
  authTime: 1_700_000_000,
};

afterEach(() => vi.useRealTimers());

describe('the session cookie', () => {
  it('seals and unseals the session', async () => {
    const seal = await sealSession(session, password);
    expect(seal).not.toContain('id-token');
    expect(seal).not.toContain('uid-1');
    expect(await unsealSession(seal, password)).toEqual(session);
  });

  it('refuses a tampered seal, another key, garbage and nothing', async () => {
    const seal = await sealSession(session, password);
    const tampered = `${seal.slice(0, 40)}${seal[40] === 'A' ? 'B' : 'A'}${seal.slice(41)}`;
    expect(await unsealSession(tampered, password)).toBeNull();
    expect(await unsealSession(seal, 'another-password-of-at-least-32-characters')).toBeNull();
    expect(await unsealSession('Fe26.2**garbage', password)).toBeNull();
    expect(await unsealSession(undefined, password)).toBeNull();
    expect(await unsealSession('x'.repeat(10_000), password)).toBeNull();
  });

  it('expires with the cookie: a seal older than its lifetime is refused', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') });
    const seal = await sealSession(session, password);
    vi.setSystemTime(Date.parse('2026-11-23T08:00:00Z') + (SESSION_MAX_AGE_SECONDS - 60) * 1000);
    expect(await unsealSession(seal, password)).not.toBeNull();
    vi.setSystemTime(Date.parse('2026-11-23T08:00:00Z') + (SESSION_MAX_AGE_SECONDS + 120) * 1000);
    expect(await unsealSession(seal, password)).toBeNull();
  });

  it('refuses a seal of something that is not a session', async () => {
    const { sealData } = await import('iron-session');
    expect(await unsealSession(await sealData({ uid: 'x' }, { password }), password)).toBeNull();
  });

  it('renews an ID token within 5 minutes of its expiry', () => {
    expect(needsRenewal(session, session.expiresAt - RENEW_BEFORE_MS - 1000)).toBe(false);
    expect(needsRenewal(session, session.expiresAt - RENEW_BEFORE_MS + 1000)).toBe(true);
    expect(needsRenewal(session, session.expiresAt + 1)).toBe(true);
  });
});
