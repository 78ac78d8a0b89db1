/** CMI's okUrl: to the payment's page (server/payments/return.ts). */
import { paymentReturn } from '@/server/payments/return';

export const GET = (request: Request) => paymentReturn(request, 'ok');
export const POST = GET;
