import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/layout/ContentPage';

export const metadata: Metadata = {
  title: 'Qui sommes-nous ?',
  description: 'MotoMaroc, la place de marché des motards au Maroc : notre histoire, notre équipe et nos engagements pour des annonces fiables.',
  alternates: { canonical: '/pages/about' },
};

export default function AboutPage() {
  return (
    <ContentPage
      title="Qui sommes-nous ?"
      lead="MotoMaroc est né d’une idée simple : acheter ou vendre une moto au Maroc devrait être aussi facile qu’un tour de roue."
    >
      <h2>Une place de marché faite par des motards</h2>
      <p>
        Nous sommes une petite équipe basée à Casablanca, motards au quotidien, du scooter pour aller travailler au trail pour les pistes de l’Atlas. En 2024,
        nous en avions assez des annonces éparpillées, sans photos ni prix, et des heures passées à appeler des numéros qui ne répondaient plus. MotoMaroc
        rassemble en un seul endroit les motos neuves et d’occasion, l’équipement du motard, les pièces détachées et les pneus, vendus par des particuliers
        comme par des boutiques.
      </p>
      <h2>Des annonces relues avant publication</h2>
      <p>
        Chaque annonce est vérifiée par notre équipe de modération avant d’être visible : photos cohérentes, prix plausible, coordonnées joignables. Les
        annonces signalées par la communauté sont examinées en priorité et retirées si elles ne respectent pas nos{' '}
        <Link href="/pages/condition-politique">conditions d’utilisation</Link>.
      </p>
      <h2>Pour les particuliers et pour les boutiques</h2>
      <ul>
        <li>Déposer une annonce est gratuit pour les particuliers.</li>
        <li>Les boutiques disposent d’une page dédiée avec leur logo, leur adresse et toutes leurs annonces.</li>
        <li>
          Le <Link href="/sponsoring">sponsoring</Link> met une annonce en avant sur l’accueil et en tête des listes, payé par carte bancaire sécurisée (3-D
          Secure).
        </li>
      </ul>
      <h2>Nous contacter</h2>
      <p>
        Une question, une idée, un problème avec une annonce ? Écrivez-nous depuis la page <Link href="/pages/contact">Contact</Link>, nous répondons du lundi
        au samedi.
      </p>
    </ContentPage>
  );
}
