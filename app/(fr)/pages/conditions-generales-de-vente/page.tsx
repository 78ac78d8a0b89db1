import type { Metadata } from 'next';
import Link from 'next/link';
import { ContentPage } from '@/components/layout/ContentPage';

export const metadata: Metadata = {
  title: 'Conditions générales de vente',
  description: 'Conditions de vente des services payants de MotoMaroc : sponsoring d’annonces et publicité premium, paiement par carte 3-D Secure.',
  alternates: { canonical: '/pages/conditions-generales-de-vente' },
};

export default function SalesTermsPage() {
  return (
    <ContentPage
      title="Conditions générales de vente"
      lead="Elles s’appliquent aux services payants de MotoMaroc : le sponsoring d’annonces et la publicité premium."
    >
      <h2>1. Services</h2>
      <p>
        Le <Link href="/sponsoring">sponsoring</Link> met en avant une annonce publiée pendant la durée du pack choisi (7, 15 ou 30 jours selon l’offre) :
        affichage sur l’accueil et dans les listes avec la mention « Sponsorisé ». La <Link href="/premiumads">publicité premium</Link> diffuse les bannières et
        cartes d’un annonceur selon un devis accepté.
      </p>
      <h2>2. Prix et paiement</h2>
      <ul>
        <li>Les prix sont indiqués en dirhams (Dh), toutes taxes comprises.</li>
        <li>Le paiement se fait par carte bancaire (Visa, Mastercard, cartes marocaines CMI) sur la page sécurisée du CMI, avec 3-D Secure.</li>
        <li>La commande est confirmée dès l’autorisation du paiement ; un récapitulatif est envoyé par e-mail.</li>
      </ul>
      <h2>3. Début et durée</h2>
      <p>
        Le sponsoring démarre dès la confirmation du paiement, pour la durée du pack comptée en périodes de 24 heures. Si l’annonce est retirée par son auteur
        ou vendue pendant la période, le sponsoring prend fin sans prolongation.
      </p>
      <h2>4. Refus et remboursement</h2>
      <p>
        Si une annonce sponsorisée est refusée par la modération avant le début de sa diffusion, le montant payé est remboursé sur la carte utilisée sous 14
        jours. Une fois la diffusion commencée, le service est considéré comme exécuté.
      </p>
      <h2>5. Réclamations</h2>
      <p>
        Toute réclamation est à adresser via la page <Link href="/pages/contact">Contact</Link> en précisant la référence de la commande. Nous répondons sous 5
        jours ouvrés.
      </p>
      <h2>6. Droit applicable</h2>
      <p>Ces conditions sont régies par le droit marocain, notamment la loi n° 31-08 édictant des mesures de protection du consommateur.</p>
    </ContentPage>
  );
}
