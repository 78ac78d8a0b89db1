import { beforeEach, describe, expect, it, vi } from 'vitest';

const validAfter = vi.fn<(uid: string) => Promise<number>>();
vi.mock('./firebase-admin', () => ({ sessionsValidAfter: (uid: string) => validAfter(uid) }));

const { CHECK_TTL_MS, forgetRevocationCheck, sessionRevoked } = await import('./revocation');

const t0 = 1_800_000_000_000;
const session = (uid: string, signedInAt = t0 - 60_000) => ({ uid, authTime: Math.floor(signedInAt / 1000) });

beforeEach(() => validAfter.mockReset());

describe('whether a session cookie was revoked', () => {
  it('a session that began before its user’s sessions were revoked is over; one that began after is not', async () => {
    validAfter.mockResolvedValue(t0 - 1_000);
    expect(await sessionRevoked(session('a'), t0)).toBe(true);
    expect(await sessionRevoked(session('a', t0), t0)).toBe(false);
    validAfter.mockResolvedValue(0);
    expect(await sessionRevoked(session('b'), t0)).toBe(false);
    validAfter.mockResolvedValue(Infinity);
    expect(await sessionRevoked(session('gone'), t0)).toBe(true);
  });

  it('asks Firebase once per user every few seconds; a sign-out in this process is seen at once', async () => {
    validAfter.mockResolvedValue(0);
    expect(await sessionRevoked(session('c'), t0)).toBe(false);
    validAfter.mockResolvedValue(t0);
    expect(await sessionRevoked(session('c'), t0 + CHECK_TTL_MS - 1)).toBe(false);
    expect(validAfter).toHaveBeenCalledTimes(1);
    expect(await sessionRevoked(session('c'), t0 + CHECK_TTL_MS)).toBe(true);
    expect(validAfter).toHaveBeenCalledTimes(2);
    validAfter.mockResolvedValue(0);
    await sessionRevoked(session('d'), t0);
    validAfter.mockResolvedValue(t0);
    forgetRevocationCheck('d');
    expect(await sessionRevoked(session('d'), t0 + 1)).toBe(true);
  });

  it('Firebase out of reach: the session stands (v1 still checks every token), and is asked again next time', async () => {
    validAfter.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await sessionRevoked(session('e'), t0)).toBe(false);
    expect(warn).toHaveBeenCalled();
    validAfter.mockResolvedValue(t0);
    expect(await sessionRevoked(session('e'), t0 + 1)).toBe(true);
  });
});
