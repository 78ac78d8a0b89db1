/** The report form in both languages: French keeps the spec's texts; Arabic has each reason and each of v1's checks. */
import { describe, expect, it } from 'vitest';
import { REPORT_ERRORS, REPORT_MESSAGES, REPORT_REASONS } from '@/lib/report';
import { clientTexts, errorTranslations, translatedError } from '@/server/i18n';
import { RATE_LIMIT_ERRORS } from '@/server/api/rate-limits';

describe('the report form’s texts', () => {
  it('in French are the spec’s', () => {
    const french = clientTexts('fr', 'reportForm');
    expect(french.reasons).toEqual(REPORT_REASONS);
    expect(french.success).toBe(REPORT_MESSAGES.success);
    expect(french.failure).toBe(REPORT_MESSAGES.failure);
    expect(errorTranslations('fr', ['report'])).toEqual({});
  });

  it('in Arabic name each reason and translate the form’s checks and v1’s', () => {
    const arabic = clientTexts('ar', 'reportForm');
    expect(Object.keys(arabic.reasons)).toEqual(Object.keys(REPORT_REASONS));
    const errors = errorTranslations('ar', ['report']);
    expect(errors[REPORT_ERRORS.otherNeedsDetails]).toBe('يرجى توضيح المشكل عند اختيار «سبب آخر».');
    expect(errors[REPORT_ERRORS.reasonRequired]).toBeTruthy();
    const v1 = [REPORT_ERRORS.invalidEmail, REPORT_ERRORS.invalidPhone, REPORT_ERRORS.detailsTooLong, REPORT_ERRORS.notFound, RATE_LIMIT_ERRORS.reports];
    expect(v1.filter((code) => !translatedError('ar', code))).toEqual([]);
  });
});
