import { authMetadata, SignUpRoute } from '@/components/auth/AuthRoutes';

export const metadata = authMetadata('signup', 'fr');

export default function SignUpPage({ searchParams }: PageProps<'/auth/signup'>) {
  return <SignUpRoute searchParams={searchParams} locale="fr" />;
}
