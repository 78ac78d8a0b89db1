import type { AdminWaiting } from '@/lib/admin';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { BUYER_STATS_DAYS, DAILY_STAT_NAMES, DAILY_STATS, type DailyStat } from '@/lib/buyer-stats';
import { RISK_SIGNAL_NAMES } from '@/lib/trust';
import type { SignalVerdicts } from '@/lib/schemas/admin';
import type { BuyerStats } from '@/lib/schemas/alerts';
import { formatNumber, formatPrice } from '@/lib/format';
import type { AdminCampaign } from '@/lib/schemas/admin-ads';
import type { BackupStatus, ListingStats, UserStats } from '@/lib/schemas/admin';
import { LISTING_STATE_LABELS } from '@/lib/schemas/listing-write';
import type { SponsoringStats } from '@/lib/schemas/sponsoring';
import { BarPanel } from './StatsCharts';
import { BackupPanel } from './BackupPanel';
import { requestTime } from '@/lib/clock';
import { searchUrl } from '@/lib/routes';
import { MIN_SEARCH_CLIENTS, type SearchStats } from '@/lib/schemas/search';

const MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const dayLabel = (jour: string) => `${jour.slice(8, 10)}/${jour.slice(5, 7)}`;
const monthLabel = (mois: string) => `${MONTHS[Number(mois.slice(5, 7)) - 1]} ${mois.slice(2, 4)}`;

function Attention({ href, count, label, tone }: { href: string; count: number | null; label: string; tone: 'brand' | 'muted' }) {
  return (
    <Link href={href} className="card flex flex-col gap-1 p-4 hover:ring-2 hover:ring-brand">
      <span className={`text-3xl font-extrabold ${count && tone === 'brand' ? 'text-brand' : 'text-ink'}`}>{count === null ? '—' : formatNumber(count)}</span>
      <span className="text-sm text-muted">{label}</span>
    </Link>
  );
}

function Unavailable({ title }: { title: string }) {
  return (
    <div className="card p-4">
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-muted">Statistiques indisponibles pour le moment.</p>
    </div>
  );
}

/** Searches as a table: the words (each opening its results) and how often. */
/** Per day, the figures of buyers and sellers; the days when nothing happened are left out. */
/** How often admins' decisions confirmed or rejected each signal of the risk assessment: which weights to trust. */
function SignalTable({ verdicts }: { verdicts: SignalVerdicts }) {
  if (verdicts.signaux.length === 0)
    return <div className="card p-4 text-sm text-muted md:col-span-2">Aucune décision sur une annonce retenue pour le moment.</div>;
  return (
    <div className="card overflow-x-auto p-4 md:col-span-2" tabIndex={0} role="region" aria-label="Signaux de risque confirmés et rejetés">
      <table className="w-full min-w-[28rem] text-sm">
        <caption className="sr-only">Signaux de risque confirmés et rejetés par les décisions</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 text-left font-medium">
              Signal
            </th>
            <th scope="col" className="px-1 py-1 text-right font-medium">
              Confirmé
            </th>
            <th scope="col" className="px-1 py-1 text-right font-medium">
              Rejeté
            </th>
            <th scope="col" className="px-1 py-1 text-right font-medium">
              Juste
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {verdicts.signaux.map((signal) => (
            <tr key={signal.code}>
              <th scope="row" className="py-1.5 text-left font-normal">
                {RISK_SIGNAL_NAMES[signal.code]}
              </th>
              <td className="px-1 py-1.5 text-right tabular-nums">{formatNumber(signal.confirmes)}</td>
              <td className="px-1 py-1.5 text-right tabular-nums">{formatNumber(signal.rejetes)}</td>
              <td className="px-1 py-1.5 text-right tabular-nums">{Math.round((100 * signal.confirmes) / (signal.confirmes + signal.rejetes))} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BuyerTable({ days }: { days: BuyerStats['jours'] }) {
  const active = days.filter((day) => DAILY_STAT_NAMES.some((name) => day[name] > 0));
  const totals = Object.fromEntries(DAILY_STAT_NAMES.map((name) => [name, days.reduce((sum, day) => sum + day[name], 0)])) as Record<DailyStat, number>;
  return (
    // Wider than a phone: the table scrolls, so it takes the focus to be scrolled with the keyboard.
    <div className="card overflow-x-auto p-4 md:col-span-2" tabIndex={0} role="region" aria-label="Acheteurs et ventes, par jour">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Acheteurs et ventes, par jour</caption>
        <thead>
          <tr className="text-muted">
            <th scope="col" className="py-1 text-left font-medium">
              Jour
            </th>
            {DAILY_STAT_NAMES.map((name) => (
              <th key={name} scope="col" className="px-1 py-1 text-right font-medium">
                {DAILY_STATS[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          <tr className="font-semibold">
            <th scope="row" className="py-1.5 text-left">
              Total
            </th>
            {DAILY_STAT_NAMES.map((name) => (
              <td key={name} className="px-1 py-1.5 text-right tabular-nums">
                {formatNumber(totals[name])}
              </td>
            ))}
          </tr>
          {active.map((day) => (
            <tr key={day.jour}>
              <th scope="row" className="py-1.5 text-left font-normal">
                {dayLabel(day.jour)}
              </th>
              {DAILY_STAT_NAMES.map((name) => (
                <td key={name} className="px-1 py-1.5 text-right tabular-nums">
                  {formatNumber(day[name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {active.length === 0 ? <p className="mt-2 text-sm text-muted">Rien pour le moment.</p> : null}
    </div>
  );
}

function SearchTable({ title, rows, empty }: { title: string; rows: { requete: string; recherches: number; resultats?: number }[]; empty: string }) {
  return (
    <div className="card p-4">
      <h3 className="font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                Mots
              </th>
              <th scope="col" className="py-1 text-right font-medium" title="Chaque visiteur compte une fois par jour et par recherche.">
                Visiteurs
              </th>
              {rows[0]?.resultats !== undefined ? (
                <th scope="col" className="py-1 text-right font-medium">
                  Résultats
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.requete}>
                <td className="max-w-0 truncate py-1.5 pr-2">
                  <Link href={searchUrl(row.requete)} className="link">
                    {row.requete}
                  </Link>
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatNumber(row.recherches)}</td>
                {row.resultats !== undefined ? <td className="py-1.5 text-right tabular-nums">{formatNumber(row.resultats)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">{title}</h2>
      <div className="grid gap-4 md:grid-cols-2">{children}</div>
    </section>
  );
}

/** What needs attention first, then the statistics, each panel on its own. */
/** What the dashboard reads, each null when its read failed (its card says so, the rest still shows). */
export type DashboardStats = {
  users: UserStats | null;
  motos: ListingStats | null;
  equipements: ListingStats | null;
  sponsorings: SponsoringStats | null;
  campaigns: AdminCampaign[] | null;
  searches: SearchStats | null;
  buyers: BuyerStats | null;
  verdicts: SignalVerdicts | null;
  backups: BackupStatus | null;
};

export function AdminDashboard({ waiting, stats }: { waiting: AdminWaiting; stats: DashboardStats }) {
  const { pending, reports, unread } = waiting;
  const { users, motos, equipements, sponsorings, campaigns, searches, buyers, verdicts, backups } = stats;
  const running = campaigns?.filter((campaign) => campaign.en_cours) ?? null;
  const endingSoon = campaigns
    ? campaigns.filter((campaign) => campaign.en_cours && new Date(campaign.date_fin).getTime() - requestTime() < 7 * 86_400_000).length
    : null;
  const listingsPerDay =
    motos && equipements
      ? motos.nouvellesParJour.map((day, i) => ({ label: dayLabel(day.jour), value: day.n + (equipements.nouvellesParJour[i]?.n ?? 0) }))
      : null;
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-extrabold">Tableau de bord</h1>
      <section aria-label="À traiter" className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Attention href="/compte/admin/moderation" count={pending} label="annonces à modérer" tone="brand" />
        <Attention href="/compte/admin/signalements" count={reports} label="annonces signalées" tone="brand" />
        <Attention href="/compte/admin/messages" count={unread} label="messages non lus" tone="brand" />
        <Attention
          href="/compte/admin/sponsoring?etat=en_attente"
          count={sponsorings?.paiementsEchouesAujourdhui ?? null}
          label="paiements refusés aujourd’hui"
          tone="brand"
        />
        <Attention
          href="/compte/admin/sponsoring#paiements-a-rembourser"
          count={sponsorings?.paiementsARembourser ?? null}
          label="paiements en double à rembourser"
          tone="brand"
        />
        <Attention href="/compte/admin/sponsoring?etat=active" count={sponsorings?.finDans48h ?? null} label="sponsorings finissant sous 48 h" tone="muted" />
        <Attention href="/compte/admin/publicites" count={endingSoon} label="campagnes finissant sous 7 jours" tone="muted" />
      </section>

      <Section title="Sauvegardes">{backups ? <BackupPanel status={backups} /> : <Unavailable title="Sauvegardes" />}</Section>

      <Section title="Utilisateurs">
        {users ? (
          <>
            <BarPanel
              title={`Par rôle (${formatNumber(users.total)} au total)`}
              series={[
                { label: 'Particuliers', value: users.parRole.particulier },
                { label: 'Boutiques', value: users.parRole.boutique },
                { label: 'Admins', value: users.parRole.admin },
              ]}
              color="#1c1d21"
            />
            <BarPanel
              title="Inscriptions par jour (30 jours)"
              series={users.inscriptionsParJour.map((day) => ({ label: dayLabel(day.jour), value: day.n }))}
              tickEvery={5}
            />
          </>
        ) : (
          <Unavailable title="Utilisateurs" />
        )}
      </Section>

      <Section title="Annonces">
        {motos ? (
          <BarPanel
            title={`Motos par état (${formatNumber(motos.total)}, ${formatNumber(motos.vues)} vues)`}
            series={Object.entries(motos.parEtat).map(([etat, n]) => ({ label: LISTING_STATE_LABELS[etat as keyof typeof LISTING_STATE_LABELS], value: n }))}
            color="#006233"
          />
        ) : (
          <Unavailable title="Motos" />
        )}
        {equipements ? (
          <BarPanel
            title={`Équipements par état (${formatNumber(equipements.total)}, ${formatNumber(equipements.vues)} vues)`}
            series={Object.entries(equipements.parEtat).map(([etat, n]) => ({
              label: LISTING_STATE_LABELS[etat as keyof typeof LISTING_STATE_LABELS],
              value: n,
            }))}
            color="#006233"
          />
        ) : (
          <Unavailable title="Équipements" />
        )}
        {listingsPerDay ? (
          <BarPanel title="Nouvelles annonces par jour (30 jours)" series={listingsPerDay} tickEvery={5} />
        ) : (
          <Unavailable title="Nouvelles annonces" />
        )}
      </Section>

      <Section title="Sponsoring">
        {sponsorings ? (
          <>
            <BarPanel
              title={`Revenu par mois (${formatPrice(sponsorings.revenuTotal)} au total)`}
              series={sponsorings.revenuParMois.map((month) => ({ label: monthLabel(month.mois), value: month.montant }))}
              unit="Dh"
              tickEvery={2}
            />
            <BarPanel
              title={`Sponsorings par état (${formatNumber(sponsorings.reachTotal)} affichages)`}
              series={[
                { label: 'En attente', value: sponsorings.parEtat.en_attente },
                { label: 'Actifs', value: sponsorings.parEtat.active },
                { label: 'Expirés', value: sponsorings.parEtat.expiree },
                { label: 'Désactivés', value: sponsorings.parEtat.desactivee },
                { label: 'Refusés', value: sponsorings.parEtat.refusee },
              ]}
              color="#1c1d21"
            />
          </>
        ) : (
          <Unavailable title="Sponsoring" />
        )}
      </Section>

      <Section title={`Recherches (${searches?.jours ?? 30} jours)`}>
        {searches ? (
          <>
            <p className="text-sm text-muted">
              Une recherche apparaît ici une fois faite par {MIN_SEARCH_CLIENTS} visiteurs différents le même jour ; celles qui contiennent un numéro de
              téléphone, une adresse e-mail ou un numéro de CIN ne sont jamais gardées.
            </p>
            <SearchTable title="Les plus faites" rows={searches.top} empty="Aucune recherche pour le moment." />
            <SearchTable
              title="Sans résultat : ce que les acheteurs veulent et que le site n’a pas"
              rows={searches.sansResultat.map(({ requete, recherches }) => ({ requete, recherches }))}
              empty="Toutes les recherches ont trouvé des annonces."
            />
          </>
        ) : (
          <Unavailable title="Recherches" />
        )}
      </Section>

      <Section title={`Acheteurs et ventes (${BUYER_STATS_DAYS} jours)`}>
        {buyers ? <BuyerTable days={buyers.jours} /> : <Unavailable title="Acheteurs et ventes" />}
      </Section>

      <Section title={`Signaux de risque confirmés par les décisions (${verdicts?.jours ?? BUYER_STATS_DAYS} jours)`}>
        {verdicts ? <SignalTable verdicts={verdicts} /> : <Unavailable title="Signaux de risque" />}
      </Section>

      <Section title="Publicités premium">
        {running ? (
          running.length === 0 ? (
            <div className="card p-4 text-sm text-muted">Aucune campagne en cours.</div>
          ) : (
            <>
              <BarPanel
                title="Affichages par campagne en cours"
                series={running.map((campaign) => ({ label: campaign.nom_entreprise, value: campaign.reach }))}
                color="#1c1d21"
              />
              <BarPanel
                title="Taux de clic par campagne (%)"
                series={running.map((campaign) => ({ label: campaign.nom_entreprise, value: campaign.ctr }))}
                unit="%"
              />
            </>
          )
        ) : (
          <Unavailable title="Publicités premium" />
        )}
      </Section>
    </div>
  );
}
