/** The renewal link's button (server/selling/renewal-link.ts). */
import { postRenewalForm } from '@/server/selling/renewal-link';

export const POST = (request: Request) => postRenewalForm(request, 'fr');
