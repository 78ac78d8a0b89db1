import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ensureAuthUsers } from './auth-emulator';

describe('ensureAuthUsers', () => {
  it('creates missing accounts once, which can then sign in', async () => {
    const host = inject('authEmulatorHost');
    const project = inject('firebaseProjectId');
    const users = [
      { uid: 'demo-test-1', email: 'demo-test-1@test.ma', password: 'MotDePasse1!', displayName: 'Demo Un' },
      { uid: 'demo-test-2', email: 'demo-test-2@test.ma', password: 'MotDePasse2!', displayName: 'Demo Deux' },
    ];
    expect(await ensureAuthUsers(host, project, users)).toBe(2);
    expect(await ensureAuthUsers(host, project, users)).toBe(0);
    const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo-test-2@test.ma', password: 'MotDePasse2!', returnSecureToken: true }),
    });
    expect(await response.json()).toMatchObject({ localId: 'demo-test-2', registered: true });
  });
});
