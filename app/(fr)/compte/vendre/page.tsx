import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListingForm } from '@/components/listing-form/ListingForm';
import { requireSession } from '@/server/auth/current';
import { listingFormOptions, listingToEdit } from '@/server/selling/pages';

export const metadata = { title: 'Déposer une annonce' };

export default async function AccountVendrePage({ searchParams }: { searchParams: Promise<{ annonce?: string }> }) {
  const { annonce } = await searchParams;
  const returnPath = annonce ? `/compte/vendre?annonce=${encodeURIComponent(annonce)}` : '/compte/vendre';
  const session = await requireSession(returnPath);
  if (session.role === 'admin') {
    return <EmptyState title="Les administrateurs ne déposent pas d’annonces">Connectez-vous avec un compte particulier ou boutique pour vendre.</EmptyState>;
  }
  const [options, edit] = await Promise.all([listingFormOptions(), annonce ? listingToEdit(session, annonce, returnPath) : null]);
  if (annonce && !edit) notFound();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-extrabold">{edit ? 'Modifier mon annonce' : 'Déposer une annonce'}</h1>
      {edit ? null : <p className="text-muted">Gratuit. Votre annonce est relue avant d’être publiée, en général dans la journée.</p>}
      <ListingForm options={options} edit={edit ?? undefined} />
    </div>
  );
}
