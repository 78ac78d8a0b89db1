import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDateIn, formatPriceIn } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { responsivePhoto } from '@/lib/images';
import { FAVOURITES_URL, HEART_FORM_URL } from '@/lib/navigation';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import { favouriteKey, MAX_FAVOURITES, type FavouriteNotice, type FavouriteState } from '@/lib/favourites';
import { signInUrl } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import type { Favourite } from '@/lib/schemas/favourites';
import { EmptyState } from '../ui/EmptyState';
import { PlainImg } from '../ui/PlainImg';
import { FavouriteCount } from './FavouriteCount';
import { cityNameIn } from '@/server/reference-names';

type Texts = ReturnType<typeof translator<'favourites'>>;

function FavouriteItem({ favourite, locale, t }: { favourite: Favourite; locale: Locale; t: Texts }) {
  const online = favourite.etat === 'publiee' && favourite.type !== null;
  const photo = photoUrl(favourite.photo);
  const cheaper = favourite.prix !== null && favourite.prix_ajout !== null && favourite.prix < favourite.prix_ajout;
  return (
    <li className="card flex gap-3 p-3">
      <div className="relative h-24 w-32 shrink-0 overflow-hidden rounded-lg bg-canvas">
        {photo ? (
          <PlainImg
            {...responsivePhoto(photo, 320)}
            alt=""
            width={128}
            height={96}
            loading="lazy"
            className={online ? 'h-full w-full object-cover' : 'h-full w-full object-cover opacity-50 grayscale'}
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold leading-snug" dir="auto">
          {online ? (
            <Link
              href={localeHref(locale, listingDetailUrl(favourite.type!, favourite.titre, favourite.idannonce))}
              className="hover:text-brand hover:underline"
            >
              {favourite.titre}
            </Link>
          ) : (
            favourite.titre
          )}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          {favourite.etat === 'supprimee' ? null : <span className="font-extrabold text-brand">{formatPriceIn(locale, favourite.prix)}</span>}
          {cheaper ? (
            <>
              <s className="text-sm text-muted">
                <span className="sr-only">{t('insteadOf')} </span>
                {formatPriceIn(locale, favourite.prix_ajout)}
              </s>
              <span className="rounded-full bg-green-100 px-2 text-xs font-semibold text-accent">{t('cheaper')}</span>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted">
          {online ? null : (
            <span className="me-2 rounded-full bg-canvas px-2 py-0.5 font-semibold text-ink ring-1 ring-line">
              {t(`states.${favourite.etat as Exclude<FavouriteState, 'publiee'>}`)}
            </span>
          )}
          {favourite.ville ? `${cityNameIn(locale, favourite.ville)} · ` : null}
          {t('added', { date: formatDateIn(locale, favourite.date_ajout) })}
        </p>
      </div>
      <form method="post" action={localePath(locale, HEART_FORM_URL)} className="self-start">
        <input type="hidden" name="annonce" value={favouriteKey(favourite.type_annonce, favourite.idannonce)} />
        <input type="hidden" name="action" value="retirer" />
        <button type="submit" className="icon-btn" aria-label={t('remove', { titre: favourite.titre })} title={t('removeTitle')}>
          <span aria-hidden="true">✕</span>
        </button>
      </form>
    </li>
  );
}

/** /favoris: the person's hearted listings, with what became of each. */
export function FavouritesPage({
  favourites,
  max,
  signedIn,
  notice,
  locale,
}: {
  favourites: Favourite[];
  max: number;
  signedIn: boolean;
  notice: FavouriteNotice | null;
  locale: Locale;
}) {
  const t = translator(locale, 'favourites');
  // A link inside a sentence of the catalogue (<link>…</link>).
  const linkTo = (href: string, text: ReactNode) => (
    <Link href={href} className="link">
      {text}
    </Link>
  );
  return (
    <div className="container-page max-w-3xl space-y-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        {favourites.length > 0 ? <p className="text-sm text-muted">{t('count', { n: favourites.length, max })}</p> : null}
      </div>
      {notice ? (
        <p role="status" className="rounded-lg bg-brand-light px-4 py-3 text-sm font-medium text-ink">
          {t(`notices.${notice}`, { max: MAX_FAVOURITES })}
        </p>
      ) : null}
      {signedIn ? null : (
        <p className="text-sm text-muted">{t.rich('guest', { link: (text) => linkTo(signInUrl(localePath(locale, FAVOURITES_URL)), text) })}</p>
      )}
      {favourites.length === 0 ? (
        <EmptyState title={t('emptyTitle')}>{t.rich('emptyText', { link: (text) => linkTo(localePath(locale, '/motos-a-vendre'), text) })}</EmptyState>
      ) : (
        <ul className="space-y-3">
          {favourites.map((favourite) => (
            <FavouriteItem key={favouriteKey(favourite.type_annonce, favourite.idannonce)} favourite={favourite} locale={locale} t={t} />
          ))}
        </ul>
      )}
      <FavouriteCount count={favourites.length} />
    </div>
  );
}
