/** CMI's okUrl for a payment started from an Arabic page: to the payment's Arabic page (server/payments/return.ts). */
import { paymentReturn } from '@/server/payments/return';

export const GET = (request: Request) => paymentReturn(request, 'ok', 'ar');
export const POST = GET;
