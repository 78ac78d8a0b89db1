/** The Arabic renewal link's button: back to /ar/annonce/prolonger (server/selling/renewal-link.ts). */
import { postRenewalForm } from '@/server/selling/renewal-link';

export const POST = (request: Request) => postRenewalForm(request, 'ar');
