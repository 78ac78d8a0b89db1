import { formatAmount, formatDateShort, formatNumber } from '@/lib/format';
import { photoUrl } from '@/lib/routes';
import type { AdminCampaign } from '@/lib/schemas/admin-ads';
import { EmptyState } from '../ui/EmptyState';
import { AdRowActions, NewAdForm } from './AdForms';
import { CampaignEditForm, CampaignToggle, NewCampaignForm } from './CampaignForms';
import { PlainImg } from '../ui/PlainImg';

function Figures({ item }: { item: { reach: number; clics: number; ctr: number; cout: number } }) {
  return (
    <span>
      {formatNumber(item.reach)} affichages · {formatNumber(item.clics)} clics · {item.ctr.toLocaleString('fr-FR')} % · {formatAmount(item.cout)}
    </span>
  );
}

/** Campaigns, their ads and figures, and the forms to add and change them. */
export function AdCampaigns({ campaigns }: { campaigns: AdminCampaign[] }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold">Publicités premium</h1>
      <NewCampaignForm />
      {campaigns.length === 0 ? (
        <EmptyState title="Aucune campagne">Créez une campagne, puis ajoutez-lui ses publicités (bannière ou carte, mobile ou ordinateur).</EmptyState>
      ) : (
        <ul className="space-y-4">
          {campaigns.map((campaign) => (
            <li key={campaign.idcampagneads} className="card space-y-3 p-4" data-campagne={campaign.idcampagneads}>
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="flex min-w-0 items-start gap-3">
                  {campaign.logo ? (
                    <PlainImg
                      src={photoUrl(campaign.logo) ?? ''}
                      alt={`Logo de ${campaign.nom_entreprise}`}
                      className="mt-1 h-10 w-10 shrink-0 rounded-full object-cover ring-1 ring-line"
                    />
                  ) : null}
                  <div className="min-w-0">
                    <h2 className="text-lg font-bold">
                      {campaign.nom} <span className="font-normal text-muted">· {campaign.nom_entreprise}</span>
                    </h2>
                    <p className="text-sm text-muted">
                      Du {formatDateShort(campaign.date_debut)} au {formatDateShort(campaign.date_fin)} ·{' '}
                      {campaign.en_cours ? 'en cours' : campaign.actif ? 'hors dates' : 'arrêtée'}
                    </p>
                    <p className="text-sm">
                      <Figures item={campaign} />
                    </p>
                  </div>
                </div>
                <CampaignToggle id={campaign.idcampagneads} actif={campaign.actif} />
              </div>
              <CampaignEditForm campaign={campaign} />
              {campaign.ads.length > 0 ? (
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[40rem] text-left text-sm">
                    <caption className="sr-only">Publicités de {campaign.nom}</caption>
                    <thead className="text-muted">
                      <tr>
                        <th scope="col" className="py-1 font-semibold">
                          Publicité
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          Diffusion
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          Résultats
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          <span className="sr-only">Actions</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-line">
                      {campaign.ads.map((ad) => (
                        <tr key={ad.idpremiumads} className={ad.actif ? '' : 'opacity-60'}>
                          <td className="py-2">
                            <span className="flex items-center gap-2">
                              <PlainImg src={photoUrl(ad.image_url) ?? ''} alt="" className="h-10 w-16 rounded object-cover" loading="lazy" />
                              <span>
                                <span className="block font-semibold">{ad.titre}</span>
                                <a href={ad.redirect_url} className="link text-xs" target="_blank" rel="noreferrer">
                                  {ad.redirect_url.replace(/^https?:\/\//, '').slice(0, 40)}
                                </a>
                              </span>
                            </span>
                          </td>
                          <td className="py-2">
                            {ad.emplacement === 'card' ? 'Carte' : 'Bannière'} · {ad.device === 'tous' ? 'tous appareils' : ad.device} ·{' '}
                            {ad.page_cible.length ? ad.page_cible.join(', ') : 'toutes les pages'}
                          </td>
                          <td className="py-2">
                            <Figures item={ad} />
                            {ad.reach_potentiel ? (
                              <span className="block text-xs text-muted">objectif {formatNumber(ad.reach_potentiel)} affichages</span>
                            ) : null}
                          </td>
                          <td className="py-2">
                            <AdRowActions id={ad.idpremiumads} actif={ad.actif} titre={ad.titre} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <p className="text-sm text-muted">Aucune publicité dans cette campagne.</p>
              )}
              <NewAdForm campaign={campaign} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
