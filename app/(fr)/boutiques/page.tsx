import type { Metadata } from 'next';
import Link from 'next/link';
import { ShopLogo } from '@/components/shop/ShopLogo';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { v1 } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { shopUrl } from '@/lib/routes';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Boutiques moto au Maroc',
  description: 'Concessionnaires, magasins d’équipement et vendeurs de pièces moto présents sur MotoMaroc : leurs coordonnées et toutes leurs annonces.',
  alternates: { canonical: '/boutiques' },
};

export default async function ShopsPage() {
  const boutiques = await v1.utilisateur.boutiquesAccueil(100).catch((error: unknown) => {
    console.warn('shops unavailable', error);
    return [];
  });
  return (
    <div className="container-page">
      <Breadcrumbs crumbs={[{ label: 'Accueil', href: '/' }, { label: 'Boutiques' }]} />
      <h1 className="text-2xl font-extrabold sm:text-3xl">Boutiques moto</h1>
      <p className="mb-6 mt-2 max-w-3xl text-muted">
        Concessionnaires, spécialistes du scooter, magasins d’équipement et vendeurs de pièces : retrouvez leurs annonces et leurs coordonnées.
      </p>
      {boutiques.length === 0 ? (
        <EmptyState title="Aucune boutique à afficher pour le moment." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {boutiques.map((b) => (
            <li key={b.idutilisateur}>
              <Link href={shopUrl(b.idutilisateur)} className="card flex h-full gap-4 p-4 hover:ring-brand">
                <ShopLogo logo={b.logo} name={b.nom_entreprise} />
                <span className="min-w-0">
                  <span className="block font-bold">{b.nom_entreprise}</span>
                  <span className="block text-sm text-muted">
                    {b.ville ?? 'Maroc'} · {formatNumber(b.nombre_annonces)} {b.nombre_annonces > 1 ? 'annonces' : 'annonce'}
                  </span>
                  {b.description ? <span className="mt-1 line-clamp-2 block text-sm">{b.description}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
