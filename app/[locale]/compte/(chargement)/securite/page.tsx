import { SecurityRoute, securityMetadata } from '@/components/routes/SecurityRoute';
import { routeLocale } from '@/server/route-locale';

export async function generateMetadata({ params }: PageProps<'/[locale]/compte/securite'>) {
  return securityMetadata(await routeLocale(params));
}

export default async function SecurityPage({ params }: PageProps<'/[locale]/compte/securite'>) {
  const locale = await routeLocale(params);
  return <SecurityRoute locale={locale} />;
}
