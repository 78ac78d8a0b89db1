import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/layout/ContentPage';

export const metadata: Metadata = {
  title: 'Publicité premium',
  description:
    'Annoncez auprès des motards du Maroc : bannières sur l’accueil et cartes au milieu des annonces, sur mobile et ordinateur, facturées au millier d’affichages.',
  alternates: { canonical: '/premiumads' },
};

export default function PremiumAdsPage() {
  return (
    <ContentPage
      title="Publicité premium"
      lead="Concessionnaires, assureurs, auto-écoles, organisateurs de balades : présentez votre offre aux motards qui cherchent une moto, un équipement ou une pièce."
    >
      <h2>Deux formats</h2>
      <ul>
        <li>
          <strong>La bannière</strong> en haut des pages, dans deux versions : une pour le mobile (640 × 200) et une pour l’ordinateur (1200 × 250).
        </li>
        <li>
          <strong>La carte</strong> au milieu des listes d’annonces (une position sur six) et sur les pages d’annonce : votre logo, une image, un titre, un
          court texte et un bouton « En savoir plus ».
        </li>
      </ul>
      <h2>Un affichage qui compte vraiment</h2>
      <p>
        Un affichage n’est compté que lorsque la moitié au moins de votre publicité est visible à l’écran, et chaque clic est compté. Vous choisissez les pages
        où elle paraît (accueil, listes, annonces), l’appareil (mobile, ordinateur ou les deux) et la portée visée ; la campagne s’arrête d’elle-même une fois
        cette portée atteinte.
      </p>
      <h2>Tarifs</h2>
      <ul>
        <li>Bannière : à partir de 30 Dh les 1 000 affichages.</li>
        <li>Carte dans les listes : à partir de 45 Dh les 1 000 affichages.</li>
        <li>Un rapport d’affichages et de clics vous est envoyé chaque semaine.</li>
      </ul>
      <p>
        Pour un devis, écrivez-nous depuis la page <Link href="/pages/contact">Contact</Link> (sujet « Publicité sur le site ») en précisant vos dates, votre
        budget et vos visuels.
      </p>
    </ContentPage>
  );
}
