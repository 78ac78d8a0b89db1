import Link from 'next/link';
import { formatDateShort } from '@/lib/format';
import { listingDetailUrl } from '@/lib/routes';
import type { ListingUrlType } from '@/lib/listing-types';

export const RENEWAL_OUTCOMES = {
  prolongee: 'Votre annonce est prolongée : elle reste en ligne pour une nouvelle période.',
  deja: 'Ce lien a déjà servi : l’annonce a été prolongée depuis.',
  etat: 'Cette annonce ne peut plus être prolongée (vendue, désactivée ou en cours de vérification).',
  trop: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  invalide: 'Ce lien de prolongation n’est pas valable.',
} as const;
export type RenewalOutcome = keyof typeof RENEWAL_OUTCOMES;

export interface RenewableListing {
  type: ListingUrlType;
  idannonce: number;
  titre: string;
  etat: string;
  date_expiration: string | null;
}

/**
 * /annonce/prolonger: what the link of an expiry notice renews, and one button to renew it (no
 * sign-in: the link's token is the key). Or, once posted, what happened.
 */
export function RenewalPage({ jeton, listing, outcome }: { jeton: string | null; listing: RenewableListing | null; outcome: RenewalOutcome | null }) {
  const message = outcome ?? (listing ? null : 'invalide');
  return (
    <div className="container-page max-w-xl py-10">
      <section aria-labelledby="prolonger" className="card space-y-4 p-6">
        <h1 id="prolonger" className="text-2xl font-extrabold">
          Prolonger mon annonce
        </h1>
        {message ? (
          <p
            role="status"
            className={
              message === 'prolongee' ? 'rounded-lg bg-green-100 px-4 py-3 font-medium text-accent' : 'rounded-lg bg-brand-light px-4 py-3 text-brand-dark'
            }
          >
            {RENEWAL_OUTCOMES[message]}
          </p>
        ) : null}
        {listing && jeton && !outcome ? (
          <>
            <p>
              <span className="font-semibold" dir="auto">
                {listing.titre}
              </span>
              {listing.etat === 'expiree'
                ? ' a expiré : elle n’est plus visible sur le site.'
                : listing.date_expiration
                  ? ` quitte le site le ${formatDateShort(listing.date_expiration)}.`
                  : '.'}
            </p>
            <form method="post" action="/annonce/prolonger/confirmer" className="space-y-3">
              <input type="hidden" name="jeton" value={jeton} />
              <button type="submit" className="btn-primary w-full">
                Prolonger
              </button>
            </form>
            <p className="text-sm text-muted">
              Déjà vendue ? Marquez-la vendue dans{' '}
              <Link href="/compte/annonce" className="link">
                Mes Annonces
              </Link>{' '}
              : les acheteurs ne vous appelleront plus.
            </p>
            {listing.etat === 'publiee' ? (
              <p className="text-sm">
                <Link href={listingDetailUrl(listing.type, listing.titre, listing.idannonce)} className="link">
                  Voir l’annonce
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p>
            <Link href="/compte/annonce" className="link">
              Aller à Mes Annonces
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
