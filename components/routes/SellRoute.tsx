/** Posting (or editing) a listing in a language (app/[locale]/compte/vendre). */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { POST_LISTING_URL } from '@/lib/navigation';
import { requireSession } from '@/server/auth/current';
import { translator } from '@/server/i18n';
import { listingFormOptions, listingToEdit } from '@/server/selling/pages';
import { EmptyState } from '@/components/ui/EmptyState';
import { ListingForm } from '@/components/listing-form/ListingForm';
import { PhoneVerificationPanel } from '@/components/account/PhoneVerificationPanel';
import { Texts } from '@/components/texts/Texts';
import { SELL_FORM_ERROR_TABLES } from '@/lib/listing-form';
import { v1AsSession } from '@/server/auth/as-caller';

export function sellMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'sell')('titlePost') };
}

export async function SellRoute({ searchParams, locale }: { searchParams: Promise<{ annonce?: string | string[] }>; locale: Locale }) {
  const t = translator(locale, 'sell');
  const annonce = [(await searchParams).annonce].flat()[0];
  const here = localePath(locale, POST_LISTING_URL);
  const returnPath = annonce ? `${here}?annonce=${encodeURIComponent(annonce)}` : here;
  const session = await requireSession(returnPath);
  if (session.role === 'admin') return <EmptyState title={t('adminTitle')}>{t('adminText')}</EmptyState>;
  const [options, edit, account] = await Promise.all([
    listingFormOptions(locale),
    annonce ? listingToEdit(session, annonce, returnPath) : null,
    annonce ? null : v1AsSession(session, returnPath).compte.details(),
  ]);
  if (annonce && !edit) notFound();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <h1 className="text-2xl font-extrabold">{edit ? t('titleEdit') : t('titlePost')}</h1>
      {edit ? null : <p className="text-muted">{t('lead')}</p>}
      {/* Posting is when a verified number matters most: offered here, not required. */}
      {account && account.telephone_verifie === null ? <PhoneVerificationPanel locale={locale} telephone={account.telephone} verified={false} /> : null}
      <Texts locale={locale} namespaces={['sell', 'fields', 'brandBox']} errors={SELL_FORM_ERROR_TABLES}>
        <ListingForm options={options} edit={edit ?? undefined} />
      </Texts>
    </div>
  );
}
