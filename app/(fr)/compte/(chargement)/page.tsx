import { ProfileRoute, profileMetadata } from '@/components/account/ProfileRoute';

export const metadata = profileMetadata('fr');

export default function ProfilePage() {
  return <ProfileRoute locale="fr" />;
}
