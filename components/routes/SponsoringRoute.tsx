/** /sponsoring in a language (app/[locale]/sponsoring): the offer, the packs and a question form. */
import type { Metadata } from 'next';
import { cachedV1 } from '@/server/cache/v1-reads';
import { pageAlternates } from '@/lib/i18n/alternates';
import { formatPriceIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import type { Pack } from '@/lib/schemas/sponsoring';
import { translator } from '@/server/i18n';
import { packDescriptionIn, packNameIn, packPerDayIn } from '@/server/pack-name';
import { ContentPage } from '@/components/layout/ContentPage';
import { proseTags } from '@/components/layout/ProsePage';
import { CheckIcon } from '@/components/ui/static-icons';
import { SponsoringQuestionForm } from '@/components/sponsoring/SponsoringQuestionForm';
import { Texts } from '@/components/texts/Texts';

const SPONSORING_URL = '/sponsoring';
const BENEFITS = ['top', 'home', 'start'] as const;

export function sponsoringMetadata(locale: Locale): Metadata {
  const t = translator(locale, 'sponsoringPage');
  return { title: t('title'), description: t('description'), alternates: pageAlternates(locale, SPONSORING_URL) };
}

function PackList({ title, packs, locale }: { title: string; packs: Pack[]; locale: Locale }) {
  if (packs.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <ul className="!ms-0 mt-3 grid gap-4 sm:grid-cols-3">
        {packs.map((pack) => {
          const description = packDescriptionIn(locale, pack);
          return (
            <li key={pack.idpack} className="!ms-0 !list-none">
              <div className="card flex h-full flex-col gap-2 p-5">
                <p className="text-lg font-bold">{packNameIn(locale, pack, pack.nbr_jour)}</p>
                <p className="text-3xl font-extrabold text-brand">{formatPriceIn(locale, pack.prix)}</p>
                <p className="text-sm text-muted">{packPerDayIn(locale, pack)}</p>
                {description ? <p className="text-sm">{description}</p> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export async function SponsoringRoute({ locale }: { locale: Locale }) {
  const t = translator(locale, 'sponsoringPage');
  const packs = await cachedV1.packs().catch((error: unknown) => {
    console.warn('packs unavailable', error);
    return [] as Pack[];
  });
  return (
    <ContentPage title={t('title')} lead={t('lead')} locale={locale}>
      <ul className="!ms-0 space-y-2">
        {BENEFITS.map((key) => (
          <li key={key} className="!ms-0 flex !list-none items-start gap-2">
            <CheckIcon className="mt-1 shrink-0 text-accent" /> {t(`benefits.${key}`)}
          </li>
        ))}
      </ul>
      {packs.length === 0 ? <p className="text-muted">{t('unavailable')}</p> : null}
      <PackList title={t('motoPacks')} packs={packs.filter((p) => p.type === 'moto')} locale={locale} />
      <PackList title={t('equipmentPacks')} packs={packs.filter((p) => p.type === 'equipement')} locale={locale} />
      <h2>{t('howTitle')}</h2>
      <p>{t.rich('how', proseTags(locale))}</p>
      <h2>{t('questionTitle')}</h2>
      <p>{t('questionLead')}</p>
      <Texts locale={locale} namespaces={['questionForm']} errors={['sponsoringQuestion', 'connection']}>
        <SponsoringQuestionForm />
      </Texts>
    </ContentPage>
  );
}
