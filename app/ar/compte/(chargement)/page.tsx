import { ProfileRoute, profileMetadata } from '@/components/routes/ProfileRoute';

export const metadata = profileMetadata('ar');

export default function ArabicProfilePage() {
  return <ProfileRoute locale="ar" />;
}
