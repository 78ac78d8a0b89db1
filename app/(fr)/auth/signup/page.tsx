import { authMetadata, SignUpRoute } from '@/components/routes/AuthRoutes';

export const metadata = authMetadata('signup', 'fr');

export default function SignUpPage({ searchParams }: PageProps<'/auth/signup'>) {
  return <SignUpRoute searchParams={searchParams} locale="fr" />;
}
