/** CMI's okUrl: to the payment's page in the language it was started from (server/payments/return.ts). */
import { paymentReturn } from '@/server/payments/return';
import { routeLocale } from '@/server/route-locale';

export async function GET(request: Request, { params }: RouteContext<'/[locale]/paiement/cmi/ok'>) {
  return paymentReturn(request, 'ok', await routeLocale(params));
}
export const POST = GET;
