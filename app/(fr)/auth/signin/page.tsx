import { authMetadata, SignInRoute } from '@/components/routes/AuthRoutes';

export const metadata = authMetadata('signin', 'fr');

export default function SignInPage({ searchParams }: PageProps<'/auth/signin'>) {
  return <SignInRoute searchParams={searchParams} locale="fr" />;
}
