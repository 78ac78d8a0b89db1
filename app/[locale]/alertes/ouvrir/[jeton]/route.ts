/** A listing opened from an alert's push or mail (server/alerts/mail-links.ts): one French address for both languages. */
import { notFound } from 'next/navigation';
import { openFromAlert } from '@/server/alerts/mail-links';
import { routeLocale } from '@/server/route-locale';

export async function GET(request: Request, { params }: RouteContext<'/[locale]/alertes/ouvrir/[jeton]'>) {
  if ((await routeLocale(params)) !== 'fr') notFound();
  return openFromAlert(request, (await params).jeton);
}
