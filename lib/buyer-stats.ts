/** The daily figures of buyers and sellers the back office shows (stat_jour), in the order of its table. */
export const DAILY_STATS = {
  alertes_envoyees: 'Alertes envoyées',
  alertes_clics: 'Clics sur une alerte',
  favoris_ajoutes: 'Favoris ajoutés',
  annonces_expirees: 'Annonces expirées',
  annonces_prolongees: 'Annonces prolongées',
  vendues_via_site: 'Vendues via MotoMaroc',
  vendues_ailleurs: 'Vendues ailleurs',
  vendues_sans_reponse: 'Vendues (sans réponse)',
  // The risk assessment (docs/trust.md): new listings live without a person, held for one,
  // held then refused by an admin, and published ones taken off after fraud reports.
  annonces_publiees_auto: 'Publiées sans vérification',
  annonces_retenues: 'Retenues pour vérification',
  retenues_refusees: 'Retenues puis refusées',
  retirees_signalements: 'Retirées après signalements',
} as const;
export type DailyStat = keyof typeof DAILY_STATS;
export const DAILY_STAT_NAMES = Object.keys(DAILY_STATS) as DailyStat[];
export const BUYER_STATS_DAYS = 30;
