import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/layout/ContentPage';
import { SponsoringQuestionForm } from '@/components/sponsoring/SponsoringQuestionForm';
import { CheckIcon } from '@/components/ui/static-icons';
import { cachedV1 } from '@/lib/api/cached';
import { formatPrice } from '@/lib/format';
import type { Pack } from '@/lib/schemas/sponsoring';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Sponsoriser une annonce',
  description: 'Vendez plus vite : votre annonce en tête des listes et sur l’accueil avec un pack de sponsoring, à partir de 29 Dh, payé par carte sécurisée.',
  alternates: { canonical: '/sponsoring' },
};

function PackList({ title, packs }: { title: string; packs: Pack[] }) {
  if (packs.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="!ml-0 mt-3 grid gap-4 sm:grid-cols-3">
        {packs.map((pack) => (
          <li key={pack.idpack} className="!ml-0 !list-none">
            <div className="card flex h-full flex-col gap-2 p-5">
              <p className="text-lg font-bold">{pack.nom}</p>
              <p className="text-3xl font-extrabold text-brand">{formatPrice(pack.prix)}</p>
              <p className="text-sm text-muted">
                {pack.nbr_jour} jours · {formatPrice(Math.round((pack.prix / pack.nbr_jour) * 10) / 10)} par jour
              </p>
              <p className="text-sm">{pack.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default async function SponsoringPage() {
  const packs = await cachedV1.packs().catch((error: unknown) => {
    console.warn('packs unavailable', error);
    return [] as Pack[];
  });
  return (
    <ContentPage title="Sponsoriser une annonce" lead="Votre annonce en tête des listes et sur la page d’accueil, pour vendre plus vite.">
      <ul className="!ml-0 space-y-2">
        {[
          'Mise en avant en haut des listes de votre catégorie, avec le badge « Sponsorisé ».',
          'Présence dans le carrousel de l’accueil pour les motos.',
          'Démarrage dès la confirmation du paiement, pour la durée du pack.',
        ].map((line) => (
          <li key={line} className="!ml-0 flex !list-none items-start gap-2">
            <CheckIcon className="mt-1 shrink-0 text-accent" /> {line}
          </li>
        ))}
      </ul>
      {packs.length === 0 ? <p className="text-muted">Les tarifs ne peuvent pas être affichés pour le moment. Réessayez dans un instant.</p> : null}
      <PackList title="Packs pour les motos" packs={packs.filter((p) => p.type === 'moto')} />
      <PackList title="Packs pour l’équipement, les pièces et les pneus" packs={packs.filter((p) => p.type === 'equipement')} />
      <h2>Comment faire ?</h2>
      <p>
        Depuis{' '}
        <Link href="/compte/annonce" prefetch={false}>
          Mes annonces
        </Link>
        , choisissez l’annonce publiée à mettre en avant puis le pack. Le paiement se fait par carte bancaire sur la page sécurisée du CMI (3-D Secure) ; le
        sponsoring commence dès que le paiement est accepté. Voir nos <Link href="/pages/conditions-generales-de-vente">conditions générales de vente</Link>.
      </p>
      <h2>Une question ?</h2>
      <p>Notre équipe commerciale vous répond par e-mail, en général dans la journée.</p>
      <SponsoringQuestionForm />
    </ContentPage>
  );
}
