/** An alert's unsubscribe: the page's button, or a mail client's one-click (server/alerts/mail-links.ts). */
import { postUnsubscribe } from '@/server/alerts/mail-links';
import { routeLocale } from '@/server/route-locale';

export async function POST(request: Request, { params }: RouteContext<'/[locale]/alertes/desabonner/confirmer'>) {
  return postUnsubscribe(request, await routeLocale(params));
}
