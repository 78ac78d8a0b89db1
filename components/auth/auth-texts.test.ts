/**
 * The sign-in pages' messages in Arabic: every code their forms can show (their checks',
 * Firebase's, the account calls') has its Arabic text, so that an Arabic form shows no French.
 */
import { describe, expect, it } from 'vitest';
import { CONNECTION_ERRORS } from '@/lib/api/refusal';
import { AUTH_FORM_ERROR_TABLES, authError } from '@/lib/auth/errors';
import { ACCOUNT_ERRORS, EmailField, SignupForm } from '@/lib/schemas/account';
import { errorTranslations } from '@/server/i18n';

const FIREBASE_CODES = [
  'auth/invalid-credential',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/email-already-in-use',
  'auth/weak-password',
  'auth/popup-closed-by-user',
  'auth/popup-blocked',
  'auth/account-exists-with-different-credential',
  'auth/requires-recent-login',
  'auth/expired-action-code',
  'auth/invalid-action-code',
  'something/unknown',
];

/** What the sign-up and e-mail checks say about blank, short, long and malformed fields. */
function checkMessages(): string[] {
  const bad = [
    { fullName: '', email: '', telephone: '', ville: '', password: '', terms: false },
    { fullName: 'a', email: 'x', telephone: '12', ville: '', password: 'court', terms: false },
    { fullName: 'a'.repeat(200), email: `${'a'.repeat(300)}@x.ma`, telephone: '0'.repeat(40), ville: 'v'.repeat(100), password: 'p'.repeat(200), terms: false },
  ];
  const messages = bad.flatMap((input) => SignupForm.safeParse(input).error?.issues.map((issue) => issue.message) ?? []);
  for (const email of ['', 'x', `${'a'.repeat(300)}@x.ma`]) messages.push(...(EmailField.safeParse(email).error?.issues.map((issue) => issue.message) ?? []));
  // An empty city is shown as the form's own "Choisissez votre ville."
  return [...new Set(messages)].filter((code) => !code.startsWith('accountField.city'));
}

describe('the sign-in pages’ messages', () => {
  const arabic = errorTranslations('ar', AUTH_FORM_ERROR_TABLES);
  const shown = [
    ...checkMessages(),
    ...FIREBASE_CODES.map((code) => authError({ code })),
    CONNECTION_ERRORS.network,
    ACCOUNT_ERRORS.emailTaken,
    ACCOUNT_ERRORS.phoneTaken,
    ACCOUNT_ERRORS.phoneInvalid,
    ACCOUNT_ERRORS.captchaMissing,
    ACCOUNT_ERRORS.captchaInvalid,
    ACCOUNT_ERRORS.firebaseAccountDeleted,
    ACCOUNT_ERRORS.unknownCity,
  ];

  it('each have an Arabic text', () => {
    expect(shown.length).toBeGreaterThan(25);
    expect(shown.filter((code) => !arabic[code])).toEqual([]);
  });

  it('are left as they are in French', () => {
    expect(errorTranslations('fr', AUTH_FORM_ERROR_TABLES)).toEqual({});
  });
});
