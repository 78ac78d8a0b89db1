import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/layout/ContentPage';
import { SITE } from '@/lib/site';

export const metadata: Metadata = {
  title: 'Conditions d’utilisation et politique de confidentialité',
  description: 'Les règles d’utilisation de MotoMaroc et la manière dont nous protégeons vos données personnelles (loi 09-08).',
  alternates: { canonical: '/pages/condition-politique' },
};

export default function TermsPage() {
  return (
    <ContentPage title="Conditions d’utilisation et politique de confidentialité" lead="En vigueur au 1er novembre 2026.">
      <h2>1. Objet</h2>
      <p>
        MotoMaroc est un service de petites annonces qui met en relation des vendeurs (particuliers et professionnels) et des acheteurs de motos, d’équipements,
        de pièces détachées et de pneus au Maroc. MotoMaroc n’est partie à aucune vente : les transactions se concluent directement entre l’acheteur et le
        vendeur.
      </p>
      <h2>2. Compte et annonces</h2>
      <ul>
        <li>Vous devez avoir au moins 18 ans pour créer un compte et publier une annonce.</li>
        <li>Vous garantissez être le propriétaire du bien vendu, ou mandaté par lui, et que ses papiers sont en règle.</li>
        <li>Une annonce décrit un seul bien, avec des photos réelles et un prix en dirhams.</li>
        <li>Sont interdits : biens volés ou non dédouanés, contrefaçons, annonces trompeuses, doublons, contenus injurieux.</li>
        <li>Toute annonce est relue avant publication ; MotoMaroc peut refuser ou retirer une annonce qui ne respecte pas ces règles.</li>
      </ul>
      <h2>3. Signalements</h2>
      <p>
        Chacun peut signaler une annonce depuis sa page. Les signalements sont examinés par l’équipe de modération, qui peut demander des justificatifs au
        vendeur, suspendre l’annonce ou le compte.
      </p>
      <h2>4. Conseils de sécurité</h2>
      <ul>
        <li>Ne versez jamais d’acompte avant d’avoir vu le véhicule ou l’article.</li>
        <li>Vérifiez la carte grise, le numéro de châssis et l’identité du vendeur.</li>
        <li>Rencontrez-vous dans un lieu public, en journée.</li>
      </ul>
      <h2>5. Données personnelles</h2>
      <p>
        Conformément à la loi n° 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel, nous
        collectons uniquement les données nécessaires au service : nom, e-mail, téléphone, ville, et le contenu de vos annonces. Votre numéro de téléphone n’est
        affiché que lorsqu’un visiteur demande à le voir. Votre adresse e-mail n’est jamais publiée.
      </p>
      <p>
        Les paiements par carte sont traités par le Centre Monétique Interbancaire (CMI) : MotoMaroc ne voit ni ne conserve vos données de carte. Les mesures
        d’audience sont anonymisées.
      </p>
      <p>
        Vous disposez d’un droit d’accès, de rectification et d’opposition. Pour l’exercer, écrivez à <a href={`mailto:${SITE.email}`}>{SITE.email}</a> ou
        utilisez la page <Link href="/pages/contact">Contact</Link>. La suppression de votre compte entraîne celle de vos annonces.
      </p>
      <h2>6. Responsabilité</h2>
      <p>
        Les annonces engagent leurs auteurs. MotoMaroc met tout en œuvre pour en vérifier le sérieux mais ne peut garantir l’exactitude de chaque information ni
        l’issue d’une transaction.
      </p>
    </ContentPage>
  );
}
