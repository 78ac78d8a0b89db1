/** /mon-garage in a language (app/[locale]/mon-garage): the visitor's own motorcycles, never cached. */
import type { Metadata } from 'next';
import { GARAGE_ERRORS, GARAGE_NOTICES, MAX_GARAGE_BIKES, type GarageNotice } from '@/lib/garage';
import { RATE_LIMIT_ERRORS } from '@/server/api/rate-limits';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { MarqueModeles } from '@/lib/schemas/reference';
import { GARAGE_URL } from '@/lib/navigation';
import { isOneOf } from '@/lib/one-of';
import { currentSession } from '@/server/auth/current';
import { v1AsVisitor } from '@/server/auth/visitor';
import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import { errorInLanguage, translator } from '@/server/i18n';
import { GaragePage } from '@/components/garage/GaragePage';

export function garageMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'garage')('title'), robots: { index: false, follow: false } };
}

/** The codes the garage's forms come back with (server/garage/garage-form.ts): only these are shown. */
const SHOWN_ERRORS: ReadonlySet<string> = new Set([...Object.values(GARAGE_ERRORS), RATE_LIMIT_ERRORS.garage]);

export async function GarageRoute({
  searchParams,
  locale,
}: {
  searchParams: Promise<{ message?: string | string[]; erreur?: string | string[] }>;
  locale: Locale;
}) {
  const { message, erreur } = await searchParams;
  const notice: GarageNotice | null = isOneOf(GARAGE_NOTICES, message) ? message : null;
  // Only a code of ours is shown, in the page's language, never a text from the address; any
  // other refusal is the garage's general one.
  const error =
    typeof erreur !== 'string'
      ? null
      : SHOWN_ERRORS.has(erreur)
        ? errorInLanguage(locale, erreur, { max: MAX_GARAGE_BIKES })
        : translator(locale, 'garage')('notices.erreur');
  const [client, session, brands] = await Promise.all([
    v1AsVisitor(localePath(locale, GARAGE_URL)),
    currentSession(),
    cachedV1.modelesReferentiel().catch(readFailed<MarqueModeles[]>('reference models', [])),
  ]);
  const garage = client ? await client.garage.liste() : { motos: [], max: MAX_GARAGE_BIKES };
  return <GaragePage bikes={garage.motos} max={garage.max} brands={brands} signedIn={Boolean(session)} notice={notice} error={error} locale={locale} />;
}
