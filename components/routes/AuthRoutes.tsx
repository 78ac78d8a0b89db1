/** The sign-in, sign-up, forgotten-password and profile-step pages in a language (app/[locale]/auth). */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { landingPath } from '@/lib/auth/landing';
import { AUTH_FORM_ERROR_TABLES } from '@/lib/auth/errors';
import { PROFILE_STEP_URL } from '@/lib/navigation';
import { requireSession } from '@/server/auth/current';
import { pageAlternates } from '@/lib/i18n/alternates';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { localeHref } from '@/lib/i18n/twins';
import { authPageData, cityChoices } from '@/server/auth/pages';
import { translator } from '@/server/i18n';
import { FormMessage } from '@/components/forms/Field';
import { AuthShell } from '@/components/auth/AuthShell';
import { Texts } from '@/components/texts/Texts';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { ProfileStep } from '@/components/auth/ProfileStep';
import { SignInForm } from '@/components/auth/SignInForm';
import { SignUpForm } from '@/components/auth/SignUpForm';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type AuthPage = 'signin' | 'signup' | 'mot-de-passe-oublie';

const TITLE_KEY = { signin: 'signInTitle', signup: 'signUpTitle', 'mot-de-passe-oublie': 'forgotTitle' } as const;

export function authMetadata(page: AuthPage, locale: Locale): Metadata {
  return { title: translator(locale, 'auth')(TITLE_KEY[page]), alternates: pageAlternates(locale, `/auth/${page}`) };
}

/** The sign-in forms' texts (messages: auth, fields) and those of the codes they show themselves. */
function AuthFormTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Texts locale={locale} namespaces={['auth', 'fields']} errors={AUTH_FORM_ERROR_TABLES}>
      {children}
    </Texts>
  );
}

/** The other sign-in page, keeping where the person was going. */
const withNext = (locale: Locale, path: string, next: string | null) => `${localePath(locale, path)}${next ? `?next=${encodeURIComponent(next)}` : ''}`;

export async function SignInRoute({ searchParams, locale }: { searchParams: SearchParams; locale: Locale }) {
  const t = translator(locale, 'auth');
  const [{ config, next, params }, cities] = await Promise.all([authPageData(searchParams), cityChoices(locale)]);
  return (
    <AuthShell
      title={t('signInTitle')}
      lead={t('signInLead')}
      footer={
        <>
          {t('noAccount')}{' '}
          <Link href={withNext(locale, '/auth/signup', next)} className="link">
            {t('createAccount')}
          </Link>
        </>
      }
    >
      {params.compte === 'supprime' ? (
        <div className="mb-5">
          <FormMessage success={t('accountDeleted')} />
        </div>
      ) : null}
      <AuthFormTexts locale={locale}>
        <SignInForm config={config} next={next} cities={cities} />
      </AuthFormTexts>
    </AuthShell>
  );
}

export async function SignUpRoute({ searchParams, locale }: { searchParams: SearchParams; locale: Locale }) {
  const t = translator(locale, 'auth');
  const [{ config, next }, cities] = await Promise.all([authPageData(searchParams), cityChoices(locale)]);
  return (
    <AuthShell
      title={t('signUpTitle')}
      lead={t('signUpLead')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Link href={withNext(locale, '/auth/signin', next)} className="link">
            {t('signInLink')}
          </Link>
        </>
      }
    >
      <AuthFormTexts locale={locale}>
        <SignUpForm config={config} next={next} cities={cities} />
      </AuthFormTexts>
    </AuthShell>
  );
}

export async function ForgotPasswordRoute({ searchParams, locale }: { searchParams: SearchParams; locale: Locale }) {
  const t = translator(locale, 'auth');
  const { config } = await authPageData(searchParams);
  return (
    <AuthShell
      title={t('forgotTitle')}
      lead={t('forgotLead')}
      footer={
        <Link href={localePath(locale, '/auth/signin')} className="link">
          {t('backToSignIn')}
        </Link>
      }
    >
      <AuthFormTexts locale={locale}>
        <ForgotPasswordForm config={config} />
      </AuthFormTexts>
    </AuthShell>
  );
}

export function profileStepMetadata(locale: Locale): Metadata {
  return { title: translator(locale, 'auth')('profileTitle') };
}

/** A signed-in account without a user row (a Google sign-up left half-way) finishes here. */
export async function ProfileStepRoute({ searchParams, locale }: { searchParams: SearchParams; locale: Locale }) {
  const t = translator(locale, 'auth');
  const session = await requireSession(localePath(locale, PROFILE_STEP_URL));
  const [{ next }, cities] = await Promise.all([authPageData(searchParams), cityChoices(locale)]);
  // Already done: the account, in the page's language where it has one.
  if (session.role) redirect(localeHref(locale, landingPath(session.role, next)));
  return (
    <AuthShell title={t('profileTitle')} lead={t('profileLead')}>
      <AuthFormTexts locale={locale}>
        <ProfileStep identity={{ uid: session.uid, email: session.email ?? '', displayName: session.name }} cities={cities} next={next} />
      </AuthFormTexts>
    </AuthShell>
  );
}
