import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingDetail } from '@/components/listing/ListingDetail';
import { loadListingDetail } from '@/components/listing/detail-data';
import { formatPrice } from '@/lib/format';
import { absolutePhotoUrl } from '@/lib/seo';

/*
 * Each listing's page is rendered on its first visit, then served from cache and rebuilt in the
 * background at most once a minute (views shown may lag by that much; the count itself is live).
 * Whatever changes a listing later (its owner's edits, moderation) must revalidatePath() it.
 */
export const revalidate = 60;
export const dynamicParams = true;

export function generateStaticParams() {
  return [];
}

type Props = PageProps<'/annonce/[type]/[slug]/[id]'>;

function describe(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > 155 ? `${flat.slice(0, 152).replace(/\s+\S*$/, '')}…` : flat;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, id } = await params;
  const data = await loadListingDetail(type, id).catch(() => null);
  if (!data) return { title: 'Annonce introuvable', robots: { index: false } };
  const { detail, summary } = data;
  const title = `${detail.titre} – ${formatPrice(detail.prix)} à ${detail.ville}`;
  const description = describe(detail.description, `${detail.titre} à vendre à ${detail.ville} sur MotoMaroc.`);
  const image = absolutePhotoUrl(detail.photo1);
  return {
    title,
    description,
    alternates: { canonical: summary.href },
    openGraph: {
      title,
      description,
      url: summary.href,
      type: 'website',
      images: image ? [{ url: image, width: 1024, height: 768, alt: detail.titre }] : undefined,
    },
  };
}

export default async function ListingDetailPage({ params }: Props) {
  const { type, id } = await params;
  const data = await loadListingDetail(type, id);
  if (!data) notFound();
  // Under any title the page is the listing's; its canonical link and address bar say which is its own.
  return <ListingDetail data={data} />;
}
