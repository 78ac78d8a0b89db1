import { describe, expect, it } from 'vitest';
import { SponsoringQuestion } from './schemas/sponsoring';
import { SPONSORING_QUESTION_ERRORS, sponsoringQuestionErrors } from './sponsoring-question';

describe('the /sponsoring question form’s checks', () => {
  it('name the fields to fix with the codes v1 answers', () => {
    expect(sponsoringQuestionErrors({ email: 'pas-une-adresse', subject: 'Hé', message: 'Court' })).toEqual({
      email: SPONSORING_QUESTION_ERRORS.email,
      subject: SPONSORING_QUESTION_ERRORS.subject,
      message: SPONSORING_QUESTION_ERRORS.message,
    });
  });

  it('agree with v1’s schema on what can be sent', () => {
    for (const fields of [
      { email: 'vendeur@test.ma', subject: 'Tarif boutique', message: 'Proposez-vous un tarif pour vingt annonces ?' },
      { email: '  a@b.ma ', subject: '   ab   ', message: 'x'.repeat(10) },
      { email: 'a@b.ma', subject: 'Sujet', message: 'x'.repeat(3001) },
      { email: 'a@b', subject: 'Sujet', message: 'Un message assez long' },
    ]) {
      const ok = Object.keys(sponsoringQuestionErrors(fields)).length === 0;
      expect(ok, JSON.stringify(fields).slice(0, 80)).toBe(SponsoringQuestion.safeParse({ ...fields, honeypot: '' }).success);
    }
  });
});
