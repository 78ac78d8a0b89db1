/** My garage's forms, posted without scripts: back to the garage (server/garage/garage-form.ts). */
import { postGarageForm } from '@/server/garage/garage-form';
import { routeLocale } from '@/server/route-locale';

export async function POST(request: Request, { params }: RouteContext<'/[locale]/mon-garage/moto'>) {
  return postGarageForm(request, await routeLocale(params));
}
