import { authMetadata, ForgotPasswordRoute } from '@/components/routes/AuthRoutes';

export const metadata = authMetadata('mot-de-passe-oublie', 'ar');

export default function ArabicForgotPasswordPage({ searchParams }: PageProps<'/ar/auth/mot-de-passe-oublie'>) {
  return <ForgotPasswordRoute searchParams={searchParams} locale="ar" />;
}
