/** Mon profil in a language (app/[locale]/compte/(chargement)). */
import type { Metadata } from 'next';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { v1AsSession } from '@/server/auth/as-caller';
import { requireSession } from '@/server/auth/current';
import { cityChoices } from '@/server/auth/pages';
import { errorTranslations, translator } from '@/server/i18n';
import { ProfileForm, type ProfileTexts } from '@/components/account/ProfileForm';
import { PhoneVerification } from '@/components/account/PhoneVerification';
import { formatPhone } from '@/lib/phone';
import { phoneVerificationTexts } from '@/components/account/phone-verification-texts';
import { firebaseWebConfig } from '@/server/auth/firebase-web';

export function profileMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'profilePage')('title') };
}

function profileTexts(locale: Locale): ProfileTexts {
  const t = translator(locale, 'profilePage');
  const auth = translator(locale, 'auth');
  const errors = errorTranslations(locale, ['account', 'accountField', 'picture', 'connection']);
  return {
    email: t('email'),
    emailHint: t('emailHint'),
    lastName: t('lastName'),
    firstName: t('firstName'),
    phone: auth('phone'),
    phoneHint: auth('phoneHint'),
    city: auth('city'),
    chooseCity: auth('chooseCity'),
    cityError: auth('cityError'),
    shop: t('shop'),
    company: t('company'),
    address: t('address'),
    description: t('description'),
    saving: t('saving'),
    save: t('save'),
    saved: t('saved'),
    logo: { name: t('logoName'), sending: t('logoSending'), change: t('logoChange'), add: t('logoAdd'), hint: t('logoHint'), errors },
    errors,
  };
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
          <ProfileForm account={account} cities={cities} texts={profileTexts(locale)} />
        </div>
      </section>
      {account.role === 'admin' ? null : (
        <PhoneVerification
          config={firebaseWebConfig()}
          phone={account.telephone ? formatPhone(account.telephone) : null}
          verified={account.telephone_verifie !== null}
          texts={phoneVerificationTexts(locale)}
        />
      )}
    </div>
  );
}
