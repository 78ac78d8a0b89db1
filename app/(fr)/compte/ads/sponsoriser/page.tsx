import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SponsorCheckout } from '@/components/sponsoring/SponsorCheckout';
import { EmptyState } from '@/components/ui/EmptyState';
import { v1 } from '@/lib/api';
import { SPONSORING_MESSAGES } from '@/lib/schemas/sponsoring';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';

export const metadata = { title: 'Sponsoriser une annonce' };

export default async function SponsorPage({ searchParams }: { searchParams: Promise<{ annonce?: string }> }) {
  const { annonce } = await searchParams;
  const match = /^(moto|equipement)-(\d{1,10})$/.exec(annonce ?? '');
  if (!match) notFound();
  const kind = match[1] as 'moto' | 'equipement';
  const id = Number(match[2]);
  const returnPath = `/compte/ads/sponsoriser?annonce=${kind}-${id}`;
  const session = await requireSession(returnPath);
  const client = v1AsSession(session, returnPath).compte;
  const [listing, packs] = await Promise.all([kind === 'moto' ? client.moto(id) : client.equipement(id), v1.packsponsoring.type(kind)]);
  if (!listing) notFound();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <h1 className="text-2xl font-extrabold">Sponsoriser « {listing.titre} »</h1>
      <p className="text-muted">Une annonce sponsorisée apparaît en tête de l’accueil et dans les listes, pour la durée du pack.</p>
      {listing.etat === 'publiee' ? (
        <SponsorCheckout kind={kind} idannonce={id} titre={listing.titre} packs={packs} />
      ) : (
        <EmptyState title={SPONSORING_MESSAGES.notPublished}>
          <Link href="/compte/annonce" className="link">
            Retour à mes annonces
          </Link>
        </EmptyState>
      )}
    </div>
  );
}
