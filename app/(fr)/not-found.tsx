import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page introuvable', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="container-page py-16 text-center">
      <p className="text-6xl font-extrabold text-brand">404</p>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">Cette page n’existe pas ou plus</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        L’annonce a peut-être été vendue ou retirée par son auteur, ou l’adresse contient une erreur. Les autres annonces vous attendent :
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <li>
          <Link href="/motos-a-vendre" className="btn-primary">
            Voir les motos à vendre
          </Link>
        </li>
        <li>
          <Link href="/" className="btn-secondary">
            Retour à l’accueil
          </Link>
        </li>
      </ul>
    </div>
  );
}
