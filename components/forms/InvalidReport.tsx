import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';

/** The report page for an address that names no listing (spec: 'Parametres invalides.'). */
export function InvalidReport({ back, locale }: { back: string; locale: Locale }) {
  const t = translator(locale, 'report');
  return (
    <div className="card space-y-4 p-6">
      <p role="alert" className="font-semibold text-brand-dark">
        {t('invalidParams')}
      </p>
      <p className="text-muted">{t('invalidText')}</p>
      <Link href={back} className="btn-secondary">
        {t('back')}
      </Link>
    </div>
  );
}
