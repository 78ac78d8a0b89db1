import { ComingSoon } from '@/components/account/ComingSoon';

export const metadata = { title: 'Déposer une annonce' };

export default function AccountVendrePage() {
  return <ComingSoon title="Déposer une annonce" text="Le dépôt d’annonce avec photos depuis votre téléphone arrive très bientôt." />;
}
