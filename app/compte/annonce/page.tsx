import { ComingSoon } from '@/components/account/ComingSoon';

export const metadata = { title: 'Mes annonces' };

export default function AccountAnnoncePage() {
  return <ComingSoon title="Mes annonces" text="Vos annonces publiées, en attente et vendues, avec leurs vues et leurs contacts, seront gérées ici." />;
}
