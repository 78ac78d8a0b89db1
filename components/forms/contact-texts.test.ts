/** The contact form in both languages: French says what v1 says; each subject is named in Arabic; v1's checks have their Arabic. */
import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS, CONTACT_MESSAGES, CONTACT_SUBJECTS } from '@/lib/contact';
import { translatedError } from '@/server/i18n';
import { RATE_LIMIT_ERRORS } from '@/server/api/rate-limits';
import { contactFormTexts } from './contact-texts';

describe('the contact form’s texts', () => {
  it('in French are v1’s own words and subjects', () => {
    const french = contactFormTexts('fr');
    expect(french.subjectMissing).toBe(CONTACT_MESSAGES.subject);
    expect(french.success).toBe(CONTACT_MESSAGES.success);
    expect(Object.entries(french.subjects).map(([value, label]) => [value, label])).toEqual(CONTACT_SUBJECTS.map((subject) => [subject, subject]));
  });

  it('in Arabic name every subject, and the BFF has the Arabic of each of v1’s checks', () => {
    const arabic = contactFormTexts('ar');
    expect(Object.keys(arabic.subjects)).toEqual([...CONTACT_SUBJECTS]);
    expect(arabic.subjects['Publicité sur le site']).toBe('الإشهار على الموقع');
    const checks = [CONTACT_ERRORS.name, CONTACT_ERRORS.email, CONTACT_ERRORS.phone, CONTACT_ERRORS.subject, CONTACT_ERRORS.message, RATE_LIMIT_ERRORS.contact];
    expect(checks.filter((code) => !translatedError('ar', code))).toEqual([]);
  });
});
