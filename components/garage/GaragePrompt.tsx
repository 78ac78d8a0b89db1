/**
 * What the lists' bar says until it knows the visitor's motorcycle (GarageBar): which motorcycle
 * do they ride, and where to add it. Rendered with the cached page, the same for everyone.
 */
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { GARAGE_URL } from '@/lib/navigation';
import { translator } from '@/server/i18n';

export function GaragePrompt({ locale }: { locale: Locale }) {
  const t = translator(locale, 'garageBar');
  return (
    <section aria-label={t('label')} className="mb-4 rounded-xl bg-brand-light px-4 py-3 text-sm">
      <span className="font-semibold">{t('noBike')}</span>{' '}
      <Link href={localeHref(locale, GARAGE_URL)} className="link font-semibold">
        {t('noBikeLink')}
      </Link>{' '}
      {t('noBikeText')}
    </section>
  );
}
