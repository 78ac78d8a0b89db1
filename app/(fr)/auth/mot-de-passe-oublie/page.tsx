import Link from 'next/link';
import { AuthShell } from '@/components/auth/AuthShell';
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm';
import { authPageData } from '@/server/auth/pages';

export const metadata = { title: 'Mot de passe oublié' };

export default async function ForgotPasswordPage({ searchParams }: PageProps<'/auth/mot-de-passe-oublie'>) {
  const { config } = await authPageData(searchParams);
  return (
    <AuthShell
      title="Mot de passe oublié"
      lead="Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe."
      footer={
        <Link href="/auth/signin" className="link">
          Retour à la connexion
        </Link>
      }
    >
      <ForgotPasswordForm config={config} />
    </AuthShell>
  );
}
