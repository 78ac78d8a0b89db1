import Link from 'next/link';
import type { ListingState } from '@/lib/listing-types';
import { LISTING_MESSAGES } from '@/lib/schemas/listing-write';

/** After sending: what happens to the listing now, and where to go. */
export function Sent({ edited, etat }: { edited: boolean; etat: ListingState }) {
  return (
    <section className="card space-y-4 p-6 text-center sm:p-10" aria-live="polite">
      <h2 className="text-2xl font-extrabold">{edited ? 'Modifications enregistrées' : 'Annonce envoyée'}</h2>
      <p className="text-muted">
        {etat === 'en_attente' ? LISTING_MESSAGES.pendingReview : etat === 'publiee' ? 'Votre annonce reste en ligne.' : 'Vos modifications sont enregistrées.'}
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/compte/annonce" className="btn-primary">
          Voir mes annonces
        </Link>
        {edited ? null : (
          // eslint-disable-next-line @next/next/no-html-link-for-pages -- a page loaded anew: a blank form, not this one's state
          <a href="/compte/vendre" className="btn-secondary">
            Déposer une autre annonce
          </a>
        )}
      </div>
    </section>
  );
}
