/** The language switch: see server/language-switch.ts. */
import { isLocale } from '@/lib/i18n/locales';
import { languageSwitchResponse, rememberAccountLanguage } from '@/server/language-switch';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, context: RouteContext<'/langue/[locale]'>) {
  const { locale } = await context.params;
  if (!isLocale(locale)) return new Response('Langue inconnue.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  await rememberAccountLanguage(request, locale);
  return languageSwitchResponse(request, locale);
}
