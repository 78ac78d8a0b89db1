import Link from 'next/link';
import { AuthShell } from '@/components/auth/AuthShell';
import { SignInForm } from '@/components/auth/SignInForm';
import { FormMessage } from '@/components/forms/Field';
import { ACCOUNT_MESSAGES } from '@/lib/schemas/account';
import { authPageData, cityNames } from '@/server/auth/pages';

export const metadata = { title: 'Connexion' };

export default async function SignInPage({ searchParams }: PageProps<'/auth/signin'>) {
  const [{ config, next, params }, cities] = await Promise.all([authPageData(searchParams), cityNames()]);
  const signUpHref = next ? `/auth/signup?next=${encodeURIComponent(next)}` : '/auth/signup';
  return (
    <AuthShell
      title="Connexion"
      lead="Connectez-vous pour déposer et gérer vos annonces."
      footer={
        <>
          Pas encore de compte ?{' '}
          <Link href={signUpHref} className="link">
            Créer un compte
          </Link>
        </>
      }
    >
      {params.compte === 'supprime' ? (
        <div className="mb-5">
          <FormMessage success={ACCOUNT_MESSAGES.accountDeleted} />
        </div>
      ) : null}
      <SignInForm config={config} next={next} cities={cities} />
    </AuthShell>
  );
}
