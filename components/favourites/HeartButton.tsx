'use client';

import { useState } from 'react';
import type { ListingKind } from '@/lib/listing-types';
import { favouriteKey } from '@/lib/favourite-key';
import { setFavourite, useFavourite } from '@/lib/use-favourites';
import { HeartIcon } from '../ui/icons';
import { HEART_FORM_URL } from '@/lib/navigation';
import { useLocalePath, useTexts } from '../texts/TextsProvider';

/**
 * A listing's heart. Before the page's scripts run it is a plain form (the server hearts the
 * listing and shows the favourites); once they have, it toggles in place. Cached pages render it
 * empty for everyone; the person's hearts are filled in after load (lib/use-favourites).
 */
export function HeartButton({ kind, id, titre, className = 'heart' }: { kind: ListingKind; id: number; titre: string; className?: string }) {
  const pressed = useFavourite(kind, id);
  const [error, setError] = useState<string | null>(null);
  const texts = useTexts('card');
  const pagePath = useLocalePath();
  return (
    <form
      method="post"
      action={pagePath(HEART_FORM_URL)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        void setFavourite(kind, id, !pressed).then((result) => setError(result.ok ? null : (result.error ?? texts.favouriteFailed)));
      }}
    >
      <input type="hidden" name="annonce" value={favouriteKey(kind, id)} />
      <input type="hidden" name="action" value={pressed ? 'retirer' : 'ajouter'} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={texts.favourite.replace('{titre}', titre)}
        title={pressed ? texts.removeFavourite : texts.addFavourite}
      >
        <HeartIcon width={22} height={22} fill={pressed ? 'currentColor' : 'none'} />
      </button>
      {error ? (
        <p role="alert" className="heart-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
