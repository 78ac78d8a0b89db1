import { authMetadata, SignInRoute } from '@/components/routes/AuthRoutes';

export const metadata = authMetadata('signin', 'ar');

export default function ArabicSignInPage({ searchParams }: PageProps<'/ar/auth/signin'>) {
  return <SignInRoute searchParams={searchParams} locale="ar" />;
}
