import Link from 'next/link';
import type { ListingState } from '@/lib/listing-types';
import { MY_LISTINGS_URL, POST_LISTING_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';

/** After sending: what happens to the listing now, and where to go. */
export function Sent({ edited, etat }: { edited: boolean; etat: ListingState }) {
  const texts = useTexts('sell');
  const pagePath = useLocalePath();
  return (
    <section className="card space-y-4 p-6 text-center sm:p-10" aria-live="polite">
      <h2 className="text-2xl font-extrabold">{edited ? texts.sentEdited : texts.sentNew}</h2>
      <p className="text-muted">
        {etat === 'en_attente' ? texts.pendingReview : etat === 'publiee' ? (edited ? texts.stillOnline : texts.liveNow) : texts.saved}
      </p>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={pagePath(MY_LISTINGS_URL)} className="btn-primary">
          {texts.seeMine}
        </Link>
        {edited ? null : (
          // A page loaded anew: a blank form, not this one's state.
          <a href={pagePath(POST_LISTING_URL)} className="btn-secondary">
            {texts.another}
          </a>
        )}
      </div>
    </section>
  );
}
