import type { Metadata } from 'next';
import { ContentPage } from '@/components/layout/ContentPage';
import { StoreButtons } from '@/components/ui/StoreButtons';

export const metadata: Metadata = {
  title: 'Télécharger l’application MotoMaroc',
  description:
    'L’application MotoMaroc pour Android et iPhone : toutes les annonces moto du Maroc dans votre poche, alertes et dépôt d’annonce en quelques photos.',
  alternates: { canonical: '/telecharger-app' },
};

export default function DownloadAppPage() {
  return (
    <ContentPage title="L’application MotoMaroc" lead="Toutes les annonces moto du Maroc dans votre poche, sur Android et iPhone.">
      <StoreButtons />
      <h2>Ce que vous y trouvez</h2>
      <ul>
        <li>Les mêmes annonces que sur le site, mises à jour en temps réel.</li>
        <li>Le dépôt d’une annonce en quelques minutes, photos prises directement avec votre téléphone.</li>
        <li>Des notifications quand votre annonce est validée, votre paiement reçu ou votre sponsoring près de finir.</li>
        <li>Vos annonces, vos sponsorings et votre profil, comme sur votre compte en ligne.</li>
      </ul>
      <p>L’application est gratuite. Elle fonctionne avec Android 8 et plus, et iOS 15 et plus.</p>
    </ContentPage>
  );
}
