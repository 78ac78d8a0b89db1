import type { Metadata } from 'next';
import { V1Error } from '@/lib/api/client';
import { v1 } from '@/lib/api';
import { RENEWAL_OUTCOMES, RenewalPage, type RenewableListing, type RenewalOutcome } from '@/components/my-listings/RenewalPage';

/* Per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Prolonger mon annonce', robots: { index: false, follow: false } };

export default async function RenewalRoute({ searchParams }: PageProps<'/annonce/prolonger'>) {
  const { jeton, resultat } = await searchParams;
  const outcome = typeof resultat === 'string' && resultat in RENEWAL_OUTCOMES ? (resultat as RenewalOutcome) : null;
  const token = typeof jeton === 'string' && jeton.length <= 600 ? jeton : null;
  let listing: RenewableListing | null = null;
  let refused: RenewalOutcome | null = null;
  if (token && !outcome) {
    try {
      listing = await v1.prolongation.lien(token);
    } catch (error) {
      if (!(error instanceof V1Error) || error.status >= 500) throw error;
      refused = error.status === 410 ? 'deja' : error.status === 429 ? 'trop' : 'invalide';
    }
  }
  return <RenewalPage jeton={token} listing={listing} outcome={outcome ?? refused} />;
}
