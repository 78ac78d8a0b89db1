import { MyListingsRoute, myListingsMetadata } from '@/components/routes/MyListingsRoute';

export const metadata = myListingsMetadata('fr');

export default function AccountAnnoncePage({ searchParams }: PageProps<'/compte/annonce'>) {
  return <MyListingsRoute searchParams={searchParams} locale="fr" />;
}
