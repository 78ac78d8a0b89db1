/** CMI's failUrl: to the payment's page (server/payments/return.ts). */
import { paymentReturn } from '@/server/payments/return';

export const GET = (request: Request) => paymentReturn(request, 'echec');
export const POST = GET;
