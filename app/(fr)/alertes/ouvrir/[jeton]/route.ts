/** A listing opened from an alert's push or mail (server/alerts/mail-links.ts). */
import { openFromAlert } from '@/server/alerts/mail-links';

export async function GET(request: Request, context: RouteContext<'/alertes/ouvrir/[jeton]'>) {
  return openFromAlert(request, (await context.params).jeton);
}
