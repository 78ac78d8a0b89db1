/** The renewal link's button (server/selling/renewal-link.ts). */
import { postRenewalForm } from '@/server/selling/renewal-link';
import { routeLocale } from '@/server/route-locale';

export async function POST(request: Request, { params }: RouteContext<'/[locale]/annonce/prolonger/confirmer'>) {
  return postRenewalForm(request, await routeLocale(params));
}
