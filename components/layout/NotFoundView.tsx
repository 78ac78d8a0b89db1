import Link from 'next/link';
import type { Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { translator } from '@/server/i18n';

/** The 404 page's content in a language (app/[locale]/not-found.tsx). */
export function NotFoundView({ locale }: { locale: Locale }) {
  const t = translator(locale, 'notFound');
  return (
    <div className="container-page py-16 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{t('heading')}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">{t('text')}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link href={localeHref(locale, '/motos-a-vendre')} className="btn-primary">
            {t('motos')}
          </Link>
        </li>
        <li>
          <Link href={localeHref(locale, '/')} className="btn-secondary">
            {t('home')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
