import { authMetadata, SignUpRoute } from '@/components/routes/AuthRoutes';

export const metadata = authMetadata('signup', 'ar');

export default function ArabicSignUpPage({ searchParams }: PageProps<'/ar/auth/signup'>) {
  return <SignUpRoute searchParams={searchParams} locale="ar" />;
}
