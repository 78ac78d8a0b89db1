import { MyListingsRoute, myListingsMetadata } from '@/components/routes/MyListingsRoute';

export const metadata = myListingsMetadata('ar');

export default function ArabicAccountAnnoncePage({ searchParams }: PageProps<'/ar/compte/annonce'>) {
  return <MyListingsRoute searchParams={searchParams} locale="ar" />;
}
