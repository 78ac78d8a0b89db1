/** A heart posted as a plain form: back to the favourites page (server/favourites/heart-form.ts). */
import { postHeartForm } from '@/server/favourites/heart-form';
import { routeLocale } from '@/server/route-locale';

export async function POST(request: Request, { params }: RouteContext<'/[locale]/favoris/coeur'>) {
  return postHeartForm(request, await routeLocale(params));
}
