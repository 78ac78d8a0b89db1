/** The security page in Arabic: the password rules and Firebase's refusals it can show have their Arabic text. */
import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '@/lib/auth/errors';
import { passwordProblem } from '@/lib/schemas/account';
import { messageTranslations } from '@/server/i18n';

describe('the security page’s messages', () => {
  it('each have an Arabic text', () => {
    const firebase = ['auth/invalid-credential', 'auth/wrong-password', 'auth/too-many-requests', 'auth/network-request-failed', 'auth/weak-password'].map(
      (code) => authErrorMessage({ code }),
    );
    const shown = [passwordProblem('court'), passwordProblem('x'.repeat(200)), ...firebase];
    const arabic = messageTranslations('ar');
    expect(shown.filter((message) => !message || !arabic[message])).toEqual([]);
  });
});
