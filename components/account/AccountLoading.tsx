import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';

/** While an account page is read (Mes Annonces, the posting form): its frame at once, not a frozen screen. */
export function AccountLoading({ locale = 'fr' }: { locale?: Locale }) {
  return (
    <div className="space-y-4" aria-busy="true" aria-live="polite">
      <p className="sr-only">{translator(locale, 'myListings')('loading')}</p>
      <div className="h-8 w-56 animate-pulse rounded-lg bg-line" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="card flex gap-4 p-4">
          <div className="aspect-[4/3] w-28 shrink-0 animate-pulse rounded-lg bg-line sm:w-44" />
          <div className="flex-1 space-y-3">
            <div className="h-4 w-24 animate-pulse rounded bg-line" />
            <div className="h-5 w-3/4 animate-pulse rounded bg-line" />
            <div className="h-4 w-32 animate-pulse rounded bg-line" />
          </div>
        </div>
      ))}
    </div>
  );
}
