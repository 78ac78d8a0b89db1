import { formatNumber } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { tyreSizeUrl } from '@/lib/routes';
import type { TyreSizeSummary } from '@/lib/schemas/listings';
import { tyreKeyText } from '@/lib/tyre-sizes';
import { cachedV1, readFailed } from '@/server/cache/v1-reads';
import { translator } from '@/server/i18n';
import { PillLinks } from '../ui/PillLinks';

/** How many sizes the tyre list links to. */
const LINKED_SIZES = 30;

/** Under the tyre list: plain links to the pages of the sizes most on sale, what search engines crawl. */
export async function TyreSizeLinks({ locale }: { locale: Locale }) {
  const sizes = await cachedV1.taillesPneu().catch(readFailed<TyreSizeSummary[]>('tyre sizes', []));
  if (sizes.length === 0) return null;
  const t = translator(locale, 'tyreSize');
  return (
    <section aria-labelledby="pneus-par-taille" className="container-page mt-12">
      <h2 id="pneus-par-taille" className="mb-3 text-lg font-bold">
        {t('bySize')}
      </h2>
      <PillLinks
        links={sizes.slice(0, LINKED_SIZES).map((size) => ({
          href: localePath(locale, tyreSizeUrl(size.taille)),
          label: tyreKeyText(size.taille),
          count: formatNumber(size.annonces),
          dir: 'ltr' as const,
        }))}
      />
    </section>
  );
}
