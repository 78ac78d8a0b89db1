import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InvalidReport } from '@/components/forms/InvalidReport';
import { ReportForm } from '@/components/forms/ReportForm';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { v1 } from '@/lib/api';
import { safeReturnPath } from '@/lib/return-url';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Signaler l’annonce', robots: { index: false } };

export default async function ReportPage({ params, searchParams }: PageProps<'/signaler/[type]/[id]'>) {
  const { type, id } = await params;
  const query = await searchParams;
  const returnPath = safeReturnPath(query.retour ?? query.returnUrl);
  const valid = (type === 'moto' || type === 'equipement') && /^\d{1,9}$/.test(id) && Number(id) >= 1;
  const listing = !valid ? null : type === 'moto' ? await v1.moto.annonce(Number(id)) : await v1.equipement.annonce(Number(id));
  if (valid && !listing) notFound();
  return (
    <div className="container-page max-w-3xl">
      <Breadcrumbs crumbs={[{ label: 'Accueil', href: '/' }, { label: 'Signaler' }]} />
      <h1 className="text-2xl font-extrabold sm:text-3xl">{"Signaler l'annonce"}</h1>
      {listing ? (
        <>
          <p className="mb-5 mt-2 text-muted">
            Annonce {type === 'moto' ? 'moto' : 'équipement'} n° {id} : <span className="font-semibold text-ink">{listing.titre}</span>. Dites-nous ce qui ne va
            pas ; l’équipe de modération vérifie chaque signalement.
          </p>
          <ReportForm kind={type as 'moto' | 'equipement'} id={Number(id)} returnPath={returnPath} />
        </>
      ) : (
        // Spec: the type must be moto or equipement and the id numeric, else 'Parametres invalides.'
        <div className="mt-5">
          <InvalidReport back={returnPath ?? '/'} />
        </div>
      )}
    </div>
  );
}
