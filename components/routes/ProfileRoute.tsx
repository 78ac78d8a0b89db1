/** Mon profil in a language (app/[locale]/compte/(chargement)). */
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { cityChoices } from '@/server/auth/pages';
import { translator } from '@/server/i18n';
import { ProfileForm } from '@/components/account/ProfileForm';
import { PhoneVerificationPanel } from '@/components/account/PhoneVerificationPanel';
import { Texts } from '@/components/texts/Texts';
import { PROFILE_FORM_ERROR_TABLES } from '@/lib/schemas/account';

export function profileMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'profilePage')('title') };
}

export async function ProfileRoute({ locale }: { locale: Locale }) {
  const t = translator(locale, 'profilePage');
  const here = localePath(locale, '/compte');
  const session = await requireSession(here);
  const [account, cities] = await Promise.all([v1AsSession(session, here).compte.details(), cityChoices(locale)]);
  return (
    <div className="max-w-3xl space-y-6">
      <section className="card p-5 sm:p-8">
        <h1 className="text-2xl font-extrabold">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted">{t(`roles.${account.role}`)}</p>
        <div className="mt-6">
          <Texts locale={locale} namespaces={['profilePage', 'fields']} errors={PROFILE_FORM_ERROR_TABLES}>
            <ProfileForm account={account} cities={cities} />
          </Texts>
        </div>
      </section>
      {account.role === 'admin' ? null : <PhoneVerificationPanel locale={locale} telephone={account.telephone} verified={account.telephone_verifie !== null} />}
    </div>
  );
}
