import type { Locale } from '@/lib/i18n/locales';
import { translator } from '@/server/i18n';

/** Card networks accepted through CMI, drawn as plain badges. */
export function PaymentBadges({ locale = 'fr' }: { locale?: Locale }) {
  const badge = 'inline-flex h-8 items-center rounded-md bg-white px-2 text-xs font-extrabold tracking-wide ring-1 ring-black/10';
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={translator(locale, 'footer')('acceptedCards')}>
      <li className={`${badge} italic text-[#1a1f71]`}>VISA</li>
      <li className={badge}>
        <svg viewBox="0 0 36 22" width="34" height="20" role="img" aria-label="Mastercard">
          <circle cx="13" cy="11" r="9" fill="#eb001b" />
          <circle cx="23" cy="11" r="9" fill="#f79e1b" fillOpacity=".9" />
        </svg>
      </li>
      <li className={`${badge} text-[#00529b]`}>CMI</li>
      {/* Left to right whatever the page: on an Arabic page "3-D Secure" read "D Secure-3". */}
      <li className={`${badge} text-accent`} dir="ltr">
        3-D Secure
      </li>
    </ul>
  );
}
