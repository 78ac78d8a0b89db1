import type { Metadata } from 'next';
import Link from 'next/link';
import { BrandLogo } from '@/components/brand/BrandLogo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { cachedV1 } from '@/lib/api/cached';
import { brandUrl } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Marques de motos au Maroc',
  description:
    'Yamaha, Honda, Suzuki, BMW, KTM, Ducati, Royal Enfield et toutes les marques de motos vendues au Maroc : présentation, modèles et annonces neuves et d’occasion.',
  alternates: { canonical: '/motos-neuves' },
};

export default async function BrandsPage() {
  const marques = await cachedV1.marques('moto').catch((error: unknown) => {
    console.warn('brands unavailable', error);
    return [];
  });
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[{ label: 'Accueil', href: '/' }, { label: 'Marques' }]} />
      <h1 className="text-2xl font-extrabold sm:text-3xl">Marques de motos</h1>
      <p className="mb-6 mt-2 max-w-3xl text-muted">
        Les constructeurs présents sur le marché marocain, du scooter urbain à la grande routière. Choisissez une marque pour découvrir ses modèles et les motos
        neuves et d’occasion à vendre.
      </p>
      {marques.length === 0 ? (
        <EmptyState title="Les marques ne peuvent pas être affichées pour le moment." />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {marques.map((m) => (
            <li key={m.idmarque}>
              <Link href={brandUrl(m.nom_marque)} className="card flex h-full flex-col items-center gap-2 p-4 text-center hover:ring-brand">
                <BrandLogo logo={m.logo} name={m.nom_marque} />
                <span className="font-semibold">{m.nom_marque}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
