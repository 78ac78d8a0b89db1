import { authMetadata, ForgotPasswordRoute } from '@/components/routes/AuthRoutes';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/mot-de-passe-oublie'>) {
  return authMetadata('mot-de-passe-oublie', await routeLocale(params));
}

export default async function ForgotPasswordPage({ params, searchParams }: PageProps<'/[locale]/auth/mot-de-passe-oublie'>) {
  const locale = await routeLocale(params);
  return <ForgotPasswordRoute searchParams={searchParams} locale={locale} />;
}
