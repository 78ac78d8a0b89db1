import { ActionHandler } from '@/components/auth/ActionHandler';
import { AuthShell } from '@/components/auth/AuthShell';
import { authPageData } from '@/server/auth/pages';

export const metadata = { title: 'Mon compte' };

/** Firebase's action handler URL (set in the Firebase console): password reset and e-mail links. */
export default async function ActionPage({ searchParams }: PageProps<'/[locale]/auth/action'>) {
  const { config, params } = await authPageData(searchParams);
  const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);
  return (
    <AuthShell title="Nouveau mot de passe">
      <ActionHandler config={config} mode={single(params.mode)} oobCode={single(params.oobCode)} />
    </AuthShell>
  );
}
