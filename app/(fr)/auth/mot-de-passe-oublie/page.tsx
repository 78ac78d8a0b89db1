import { authMetadata, ForgotPasswordRoute } from '@/components/routes/AuthRoutes';

export const metadata = authMetadata('mot-de-passe-oublie', 'fr');

export default function ForgotPasswordPage({ searchParams }: PageProps<'/auth/mot-de-passe-oublie'>) {
  return <ForgotPasswordRoute searchParams={searchParams} locale="fr" />;
}
