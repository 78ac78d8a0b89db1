/** The contact form in both languages: French says what v1 says; each subject is named in Arabic; v1's checks have their Arabic. */
import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS, CONTACT_MESSAGES, CONTACT_SUBJECT_KEYS, CONTACT_SUBJECTS } from '@/lib/contact';
import { clientTexts, translatedError } from '@/server/i18n';
import { RATE_LIMIT_ERRORS } from '@/server/api/rate-limits';

describe('the contact form’s texts', () => {
  it('in French are v1’s own words and subjects', () => {
    const french = clientTexts('fr', 'contactForm');
    expect(french.subjectMissing).toBe(CONTACT_MESSAGES.subject);
    expect(french.success).toBe(CONTACT_MESSAGES.success);
    expect(CONTACT_SUBJECTS.map((subject) => french.subjects[CONTACT_SUBJECT_KEYS[subject]])).toEqual([...CONTACT_SUBJECTS]);
    expect(Object.keys(french.subjects).sort()).toEqual(Object.values(CONTACT_SUBJECT_KEYS).sort());
  });

  it('in Arabic name every subject, and the BFF has the Arabic of each of v1’s checks', () => {
    const arabic = clientTexts('ar', 'contactForm');
    expect(arabic.subjects[CONTACT_SUBJECT_KEYS['Publicité sur le site']]).toBe('الإشهار على الموقع');
    const checks = [CONTACT_ERRORS.name, CONTACT_ERRORS.email, CONTACT_ERRORS.phone, CONTACT_ERRORS.subject, CONTACT_ERRORS.message, RATE_LIMIT_ERRORS.contact];
    expect(checks.filter((code) => !translatedError('ar', code))).toEqual([]);
  });
});
