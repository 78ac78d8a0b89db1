import Link from 'next/link';
import { formatDateShort, formatPrice } from '@/lib/format';
import { responsivePhoto } from '@/lib/images';
import { FAVOURITES_URL, SIGN_IN_URL } from '@/lib/navigation';
import { listingDetailUrl, photoUrl } from '@/lib/routes';
import { FAVOURITE_NOTICES, favouriteKey, type FavouriteNotice, type FavouriteState } from '@/lib/favourites';
import type { Favourite } from '@/lib/schemas/favourites';
import { EmptyState } from '../ui/EmptyState';
import { PlainImg } from '../ui/PlainImg';
import { HEART_FORM_ACTION } from './HeartButton';
import { FavouriteCount } from './FavouriteCount';

/** What a favourite no longer online shows instead of its link. */
const STATE_LABELS: Record<Exclude<FavouriteState, 'publiee'>, string> = {
  vendue: 'Vendue',
  expiree: 'Expirée',
  desactivee: 'Retirée par le vendeur',
  en_attente: 'En cours de vérification',
  refusee: 'Plus en ligne',
  supprimee: 'Supprimée',
};

function FavouriteItem({ favourite }: { favourite: Favourite }) {
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
            <Link href={listingDetailUrl(favourite.type!, favourite.titre, favourite.idannonce)} className="hover:text-brand hover:underline">
              {favourite.titre}
            </Link>
          ) : (
            favourite.titre
          )}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          {favourite.etat === 'supprimee' ? null : <span className="font-extrabold text-brand">{formatPrice(favourite.prix)}</span>}
          {cheaper ? (
            <>
              <s className="text-sm text-muted">
                <span className="sr-only">au lieu de </span>
                {formatPrice(favourite.prix_ajout)}
              </s>
              <span className="rounded-full bg-green-100 px-2 text-xs font-semibold text-accent">Prix en baisse</span>
            </>
          ) : null}
        </p>
        <p className="text-xs text-muted">
          {online ? null : (
            <span className="me-2 rounded-full bg-canvas px-2 py-0.5 font-semibold text-ink ring-1 ring-line">
              {STATE_LABELS[favourite.etat as Exclude<FavouriteState, 'publiee'>]}
            </span>
          )}
          {favourite.ville ? `${favourite.ville} · ` : null}
          ajoutée le {formatDateShort(favourite.date_ajout)}
        </p>
      </div>
      <form method="post" action={HEART_FORM_ACTION} className="self-start">
        <input type="hidden" name="annonce" value={favouriteKey(favourite.type_annonce, favourite.idannonce)} />
        <input type="hidden" name="action" value="retirer" />
        <button type="submit" className="icon-btn" aria-label={`Retirer des favoris : ${favourite.titre}`} title="Retirer des favoris">
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
}: {
  favourites: Favourite[];
  max: number;
  signedIn: boolean;
  notice: FavouriteNotice | null;
}) {
  return (
    <div className="container-page max-w-3xl space-y-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-extrabold">Mes favoris</h1>
        {favourites.length > 0 ? (
          <p className="text-sm text-muted">
            {favourites.length} sur {max} au plus
          </p>
        ) : null}
      </div>
      {notice ? (
        <p role="status" className="rounded-lg bg-brand-light px-4 py-3 text-sm font-medium text-ink">
          {FAVOURITE_NOTICES[notice]}
        </p>
      ) : null}
      {signedIn ? null : (
        <p className="text-sm text-muted">
          Vos favoris sont gardés sur cet appareil.{' '}
          <Link href={`${SIGN_IN_URL}?next=${encodeURIComponent(FAVOURITES_URL)}`} className="link">
            Connectez-vous
          </Link>{' '}
          pour les retrouver sur tous vos appareils.
        </p>
      )}
      {favourites.length === 0 ? (
        <EmptyState title="Aucun favori pour le moment">
          Touchez le cœur d’une annonce pour la garder ici et suivre son prix.{' '}
          <Link href="/motos-a-vendre" className="link">
            Voir les motos à vendre
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {favourites.map((favourite) => (
            <FavouriteItem key={favouriteKey(favourite.type_annonce, favourite.idannonce)} favourite={favourite} />
          ))}
        </ul>
      )}
      <FavouriteCount count={favourites.length} />
    </div>
  );
}
