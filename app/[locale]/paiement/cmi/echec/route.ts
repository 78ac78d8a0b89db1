/** CMI's failUrl: to the payment's page in the language it was started from (server/payments/return.ts). */
import { paymentReturn } from '@/server/payments/return';
import { routeLocale } from '@/server/route-locale';

export async function GET(request: Request, { params }: RouteContext<'/[locale]/paiement/cmi/echec'>) {
  return paymentReturn(request, 'echec', await routeLocale(params));
}
export const POST = GET;
