/** Reporting a listing in a language (app/[locale]/signaler/[type]/[id]). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { v1 } from '@/lib/api';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { safeReturnPath } from '@/lib/return-url';
import { translator } from '@/server/i18n';
import { Breadcrumbs, homeCrumb } from '@/components/ui/Breadcrumbs';
import { InvalidReport } from '@/components/forms/InvalidReport';
import { ReportForm } from '@/components/forms/ReportForm';
import { Texts } from '@/components/texts/Texts';

export function reportMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'report')('title'), robots: { index: false } };
}

export async function ReportRoute({
  params,
  searchParams,
  locale,
}: {
  params: Promise<{ type: string; id: string }>;
  searchParams: Promise<{ retour?: string | string[]; returnUrl?: string | string[] }>;
  locale: Locale;
}) {
  const t = translator(locale, 'report');
  const { type, id } = await params;
  const query = await searchParams;
  const returnPath = safeReturnPath(query.retour ?? query.returnUrl);
  const valid = (type === 'moto' || type === 'equipement') && /^\d{1,9}$/.test(id) && Number(id) >= 1;
  const listing = !valid ? null : type === 'moto' ? await v1.moto.annonce(Number(id)) : await v1.equipement.annonce(Number(id));
  if (valid && !listing) notFound();
  return (
    <div className="container-page max-w-3xl">
      <Breadcrumbs crumbs={[homeCrumb(locale), { label: t('crumb') }]} locale={locale} />
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t('h1')}</h1>
      {listing ? (
        <>
          <p className="mb-5 mt-2 text-muted">
            {t.rich('lead', {
              kind: type,
              id,
              titre: listing.titre,
              strong: (text) => (
                <bdi className="font-semibold text-ink" dir="auto">
                  {text}
                </bdi>
              ),
            })}
          </p>
          <Texts locale={locale} namespaces={['reportForm']} errors={['report']}>
            <ReportForm kind={type as 'moto' | 'equipement'} id={Number(id)} returnPath={returnPath} />
          </Texts>
        </>
      ) : (
        // Spec: the type must be moto or equipement and the id numeric, else 'Parametres invalides.'
        <div className="mt-5">
          <InvalidReport back={returnPath ?? localePath(locale, '/')} locale={locale} />
        </div>
      )}
    </div>
  );
}
