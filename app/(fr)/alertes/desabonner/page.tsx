import type { Metadata } from 'next';
import { UnsubscribePage } from '@/components/account/UnsubscribePage';

/* Per link, never cached, kept out of search engines. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Ne plus recevoir une alerte', robots: { index: false, follow: false } };

export default async function UnsubscribeRoute({ searchParams }: PageProps<'/alertes/desabonner'>) {
  const { jeton, resultat } = await searchParams;
  return <UnsubscribePage jeton={typeof jeton === 'string' && jeton.length <= 600 ? jeton : null} resultat={typeof resultat === 'string' ? resultat : null} />;
}
