/** The report form in both languages: French keeps the spec's texts; Arabic has each reason and each of v1's checks. */
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORT_REASONS } from '@/lib/report';
import { answerTranslations } from '@/server/auth/bff-language';
import { RATE_LIMITS } from '@/server/api/rate-limits';
import { reportFormTexts } from './report-texts';

describe('the report form’s texts', () => {
  it('in French are the spec’s', () => {
    const french = reportFormTexts('fr');
    expect(french.reasons).toEqual(REPORT_REASONS);
    expect(french.success).toBe(REPORT_MESSAGES.success);
    expect(french.failure).toBe(REPORT_MESSAGES.failure);
    expect(french.messages[REPORT_MESSAGES.reasonRequired]).toBe(REPORT_MESSAGES.reasonRequired);
  });

  it('in Arabic name each reason and translate the form’s checks and v1’s', () => {
    const arabic = reportFormTexts('ar');
    expect(Object.keys(arabic.reasons)).toEqual(Object.keys(REPORT_REASONS));
    expect(arabic.messages[REPORT_MESSAGES.otherNeedsDetails]).toBe('يرجى توضيح المشكل عند اختيار «سبب آخر».');
    const v1 = [
      REPORT_MESSAGES.invalidEmail,
      REPORT_MESSAGES.invalidPhone,
      REPORT_MESSAGES.detailsTooLong,
      REPORT_MESSAGES.notFound,
      RATE_LIMITS.reports.message,
    ];
    expect(v1.filter((message) => !answerTranslations('ar')[message])).toEqual([]);
  });
});
