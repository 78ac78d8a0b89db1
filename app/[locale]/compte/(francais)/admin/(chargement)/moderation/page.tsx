import { ListingLifetimeSetting } from '@/components/admin/ListingLifetimeSetting';
import { RiskSettings } from '@/components/admin/RiskSettings';
import { RISK_THRESHOLD_SETTING } from '@/lib/trust';
import { ModerationQueue } from '@/components/admin/ModerationQueue';
import { LISTING_LIFETIME_SETTING } from '@/lib/listing-states';
import { adminListHref, adminPageSize, MODERATION_STATES, parseListingKey } from '@/lib/admin';
import type { ListingKind, ListingState } from '@/lib/listing-types';
import { pageFromQuery } from '@/lib/paging';
import { adminV1 } from '@/server/auth/admin-pages';

export const metadata = { title: 'Modération' };

type Search = { etat?: string; type?: string; page?: string; annonce?: string; limit?: string };

export default async function ModerationPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const etat: ListingState = MODERATION_STATES.some((state) => state.etat === search.etat) ? (search.etat as ListingState) : 'en_attente';
  const type: ListingKind | undefined = search.type === 'moto' || search.type === 'equipement' ? search.type : undefined;
  const page = pageFromQuery(search.page);
  const limit = adminPageSize(search.limit);
  const admin = await adminV1(adminListHref('/compte/admin/moderation', { etat, type, page, limit }));
  const [queue, lifetime, threshold, words] = await Promise.all([
    admin.annonces({ etat, type, page, limit }),
    admin.setting(LISTING_LIFETIME_SETTING),
    admin.setting(RISK_THRESHOLD_SETTING),
    admin.motsArnaque(),
  ]);
  const wanted = parseListingKey(search.annonce) ?? (queue.annonces[0] ? { kind: queue.annonces[0].kind, id: queue.annonces[0].id } : null);
  const [selected, journal] = wanted
    ? await Promise.all([admin.annonce(wanted.kind, wanted.id), admin.audit({ objet_type: `annonce_${wanted.kind}`, objet_id: wanted.id, limit: 10 })])
    : [null, null];
  return (
    <div className="space-y-6">
      <ModerationQueue etat={etat} type={type ?? null} queue={queue} selected={selected} journal={journal?.entrees ?? []} limit={limit} />
      <RiskSettings threshold={threshold ? Number(threshold.valeur) : null} words={words} />
      <ListingLifetimeSetting days={lifetime ? Number(lifetime.valeur) : null} />
    </div>
  );
}
