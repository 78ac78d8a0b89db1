/** The Arabic unsubscribe page's button: back to /ar/alertes/desabonner (server/alerts/mail-links.ts). */
import { postUnsubscribe } from '@/server/alerts/mail-links';

export const POST = (request: Request) => postUnsubscribe(request, 'ar');
