/**
 * A motorcycle's original tyre sizes (lib/garage: its model's, front and rear), each a link to
 * its size's page: the garage's and the lists' bar, which give their texts (server or client).
 */
import Link from 'next/link';
import { Fragment } from 'react';
import type { GarageBike } from '@/lib/garage';
import { leftToRightIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locale-path';
import { localeHref } from '@/lib/i18n/twins';
import { tyreSizeUrl } from '@/lib/routes';
import { tyreKeyText } from '@/lib/tyre-sizes';

export function OriginalTyres({
  bike,
  locale,
  label,
  front,
  rear,
  className = '',
}: {
  bike: Pick<GarageBike, 'pneu_avant' | 'pneu_arriere'>;
  locale: Locale;
  /** "Pneus d’origine :" */
  label: string;
  /** a size's link text, given the size as written ("avant 120/70-17") */
  front: (size: string) => string;
  rear: (size: string) => string;
  className?: string;
}) {
  const sizes = [
    ['front', bike.pneu_avant, front],
    ['rear', bike.pneu_arriere, rear],
  ] as const;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span className="text-muted">{label}</span>
      {sizes.map(([position, key, text]) =>
        key ? (
          <Fragment key={position}>
            {' '}
            <Link href={localeHref(locale, tyreSizeUrl(key))} className="link font-semibold">
              {text(leftToRightIn(locale, tyreKeyText(key)))}
            </Link>
          </Fragment>
        ) : null,
      )}
    </p>
  );
}
