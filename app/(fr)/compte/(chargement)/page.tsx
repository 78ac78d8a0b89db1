import { ProfileRoute, profileMetadata } from '@/components/routes/ProfileRoute';

export const metadata = profileMetadata('fr');

export default function ProfilePage() {
  return <ProfileRoute locale="fr" />;
}
