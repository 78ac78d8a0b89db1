/** The security page in Arabic: the password rules and Firebase's refusals it can show have their Arabic text. */
import { describe, expect, it } from 'vitest';
import { authError } from '@/lib/auth/errors';
import { passwordProblem, SECURITY_ERROR_TABLES } from '@/lib/schemas/account';
import { errorTranslations } from '@/server/i18n';

describe('the security page’s messages', () => {
  it('each have an Arabic text', () => {
    const firebase = ['auth/invalid-credential', 'auth/wrong-password', 'auth/too-many-requests', 'auth/network-request-failed', 'auth/weak-password'].map(
      (code) => authError({ code }),
    );
    const shown = [passwordProblem('court'), passwordProblem('x'.repeat(200)), ...firebase];
    const arabic = errorTranslations('ar', SECURITY_ERROR_TABLES);
    expect(shown.filter((code) => !code || !arabic[code])).toEqual([]);
  });
});
