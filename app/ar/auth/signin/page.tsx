import { authMetadata, SignInRoute } from '@/components/auth/AuthRoutes';

export const metadata = authMetadata('signin', 'ar');

export default function ArabicSignInPage({ searchParams }: PageProps<'/ar/auth/signin'>) {
  return <SignInRoute searchParams={searchParams} locale="ar" />;
}
