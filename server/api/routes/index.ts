/**
 * Every v1 route, under its folder, in one chain: so that the type of the app (V1App) carries each
 * route (lib/api/endpoints.ts reads it), and so that the route declarations can be read without
 * the services that serve them (the BFF's allow-list, server/api/bff-calls.ts).
 */
import { contactRoutes } from './contact';
import { equipementRoutes } from './equipement';
import { marqueRoutes } from './marque';
import { motoRoutes } from './moto';
import { equipementModerationRoutes, motoModerationRoutes } from './admin-listings';
import { sponsoringEmailRoutes } from './sponsoring-email';
import { equipementOwnerRoutes, mesAnnoncesRoutes, motoOwnerRoutes } from './owner-listings';
import { packSponsoringRoutes } from './packsponsoring';
import { parametrageRoutes } from './parametrage';
import { premiumAdsRoutes } from './premiumads';
import { signalementRoutes } from './signalement';
import { sitemapRoutes } from './sitemap';
import { santeRoutes } from './sante';
import { sponsoringRoutes } from './sponsoring';
import { uploadRoutes } from './upload';
import { paymentRoutes } from './payment';
import { accountRoutes } from './account';
import { pushTokenRoutes } from './push-tokens';
import { signUpRoutes } from './sign-up';
import { userProfileRoutes } from './user-profiles';
import { adminUserRoutes } from './admin-users';
import { notificationRoutes } from './notifications';
import { adminRoutes } from './admin';
import { adAdminRoutes } from './admin-ads';
import { packAdminRoutes, settingAdminRoutes } from './admin-settings';
import { villeRoutes } from './ville';
import { searchRoutes } from './search';
import { favouriteRoutes } from './favoris';
import { renewalRoutes } from './prolongation';
import { alertRoutes } from './alertes';
import { newRouter } from '../context';

export const v1Routes = newRouter()
  .route('/moto', motoRoutes)
  .route('/moto', motoOwnerRoutes)
  .route('/moto', motoModerationRoutes)
  .route('/moto', sponsoringEmailRoutes)
  .route('/equipement', equipementRoutes)
  .route('/equipement', equipementOwnerRoutes)
  .route('/equipement', equipementModerationRoutes)
  .route('/marque', marqueRoutes)
  .route('/ville', villeRoutes)
  .route('/parametrage', parametrageRoutes)
  .route('/parametrage', settingAdminRoutes)
  .route('/packsponsoring', packAdminRoutes)
  .route('/packsponsoring', packSponsoringRoutes)
  .route('/sponsoring', sponsoringRoutes)
  .route('/premiumads', adAdminRoutes)
  .route('/premiumads', premiumAdsRoutes)
  // Before userProfileRoutes, whose GET /{id} would read 'mes-annonces' as a bad id.
  .route('/utilisateur', mesAnnoncesRoutes)
  .route('/utilisateur', adminUserRoutes)
  .route('/utilisateur', notificationRoutes)
  .route('/utilisateur', signUpRoutes)
  .route('/utilisateur', accountRoutes)
  .route('/utilisateur', pushTokenRoutes)
  // Last: its GET /{id} would take any other path of /utilisateur for a bad id.
  .route('/utilisateur', userProfileRoutes)
  .route('/admin', adminRoutes)
  .route('/signalement', signalementRoutes)
  .route('/contact', contactRoutes)
  .route('/recherche', searchRoutes)
  .route('/favoris', favouriteRoutes)
  .route('/prolongation', renewalRoutes)
  .route('/alertes', alertRoutes)
  .route('/sitemap', sitemapRoutes)
  .route('/sante', santeRoutes)
  .route('/upload', uploadRoutes)
  .route('/payment', paymentRoutes);
