/** An alert's unsubscribe: the page's button, or a mail client's one-click (server/alerts/mail-links.ts). */
import { postUnsubscribe } from '@/server/alerts/mail-links';

export const POST = (request: Request) => postUnsubscribe(request, 'fr');
