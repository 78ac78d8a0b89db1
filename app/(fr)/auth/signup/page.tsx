import Link from 'next/link';
import { AuthShell } from '@/components/auth/AuthShell';
import { SignUpForm } from '@/components/auth/SignUpForm';
import { authPageData, cityNames } from '@/server/auth/pages';

export const metadata = { title: 'Inscription' };

export default async function SignUpPage({ searchParams }: PageProps<'/auth/signup'>) {
  const [{ config, next }, cities] = await Promise.all([authPageData(searchParams), cityNames()]);
  const signInHref = next ? `/auth/signin?next=${encodeURIComponent(next)}` : '/auth/signin';
  return (
    <AuthShell
      title="Inscription"
      lead="Créez votre compte gratuit pour vendre votre moto ou vos équipements."
      footer={
        <>
          Déjà inscrit ?{' '}
          <Link href={signInHref} className="link">
            Se connecter
          </Link>
        </>
      }
    >
      <SignUpForm config={config} next={next} cities={cities} />
    </AuthShell>
  );
}
