import { publicConfig } from '@/lib/config';
import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';

/** Buttons to the mobile app in the two stores (badges drawn for this site); hidden inside the app. */
export function StoreButtons({ className = '', locale = 'fr' }: { className?: string; locale?: Locale }) {
  const t = translator(locale, 'footer');
  return (
    <div className={`hide-in-app flex flex-wrap gap-3 ${className}`}>
      <a
        href={publicConfig.playStoreUrl}
        className="store-badge inline-flex h-12 items-center gap-3 rounded-lg bg-black px-4 text-white ring-1 ring-white/20"
        rel="noopener"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M4 3l10 9-10 9z" fill="#34a853" />
          <path d="M4 3l13 7.5-3 1.5z" fill="#4285f4" />
          <path d="M4 21l13-7.5-3-1.5z" fill="#ea4335" />
          <path d="M17 10.5l3 1.5-3 1.5-3-1.5z" fill="#fbbc04" />
        </svg>
        <span className="leading-tight">
          <span className="block text-[11px] uppercase">{t('availableOn')}</span>
          <span className="block text-base font-semibold">Google Play</span>
        </span>
      </a>
      <a
        href={publicConfig.appStoreUrl}
        className="store-badge inline-flex h-12 items-center gap-3 rounded-lg bg-black px-4 text-white ring-1 ring-white/20"
        rel="noopener"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="#fff">
          <path d="M16.5 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3a9.6 9.6 0 0 0 1.3-2.6 4 4 0 0 1-2.5-3.7zM14.2 5.8A4 4 0 0 0 15.1 3a4.1 4.1 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.7 3.4 3.4 0 0 0 2.8-1.3z" />
        </svg>
        <span className="leading-tight">
          <span className="block text-[11px] uppercase">{t('downloadOn')}</span>
          <span className="block text-base font-semibold">{t('appStore')}</span>
        </span>
      </a>
    </div>
  );
}
