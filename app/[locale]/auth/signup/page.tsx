import { authMetadata, SignUpRoute } from '@/components/routes/AuthRoutes';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/auth/signup'>) {
  return authMetadata('signup', await routeLocale(params));
}

export default async function SignUpPage({ params, searchParams }: PageProps<'/[locale]/auth/signup'>) {
  const locale = await routeLocale(params);
  return <SignUpRoute searchParams={searchParams} locale={locale} />;
}
