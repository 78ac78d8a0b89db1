/**
 * Every v1 route, under its folder, in one chain: so that the type of the app (V1App) carries each
 * route (lib/api/endpoints.ts reads it), and so that the route declarations can be read without
 * the services that serve them (the BFF's allow-list, server/api/bff-calls.ts).
 */
import { contactRoutes } from './contact';
import { equipmentRoutes } from './equipment';
import { brandRoutes } from './brands';
import { motorcycleRoutes } from './motorcycles';
import { equipmentModerationRoutes, motorcycleModerationRoutes } from './admin-listings';
import { sponsoringEmailRoutes } from './sponsoring-email';
import { equipmentOwnerRoutes, myListingsRoutes, motorcycleOwnerRoutes } from './owner-listings';
import { sponsoringPackRoutes } from './sponsoring-packs';
import { settingRoutes } from './settings';
import { premiumAdRoutes } from './premium-ads';
import { reportRoutes } from './reports';
import { sitemapRoutes } from './sitemap';
import { healthRoutes } from './health';
import { sponsoringRoutes } from './sponsoring';
import { uploadRoutes } from './upload';
import { paymentRoutes } from './payment';
import { accountRoutes } from './account';
import { phoneVerificationRoutes } from './phone-verification';
import { pushTokenRoutes } from './push-tokens';
import { signUpRoutes } from './sign-up';
import { userProfileRoutes } from './user-profiles';
import { adminUserRoutes } from './admin-users';
import { notificationRoutes } from './notifications';
import { adminRoutes } from './admin';
import { trustAdminRoutes } from './admin-trust';
import { adAdminRoutes } from './admin-ads';
import { packAdminRoutes, settingAdminRoutes } from './admin-settings';
import { cityRoutes } from './cities';
import { searchRoutes } from './search';
import { favouriteRoutes } from './favourites';
import { garageRoutes } from './garage';
import { renewalRoutes } from './renewals';
import { alertRoutes } from './alerts';
import { newRouter } from '../context';

export const v1Routes = newRouter()
  .route('/moto', motorcycleRoutes)
  .route('/moto', motorcycleOwnerRoutes)
  .route('/moto', motorcycleModerationRoutes)
  .route('/moto', sponsoringEmailRoutes)
  .route('/equipement', equipmentRoutes)
  .route('/equipement', equipmentOwnerRoutes)
  .route('/equipement', equipmentModerationRoutes)
  .route('/marque', brandRoutes)
  .route('/ville', cityRoutes)
  .route('/parametrage', settingRoutes)
  .route('/parametrage', settingAdminRoutes)
  .route('/packsponsoring', packAdminRoutes)
  .route('/packsponsoring', sponsoringPackRoutes)
  .route('/sponsoring', sponsoringRoutes)
  .route('/premiumads', adAdminRoutes)
  .route('/premiumads', premiumAdRoutes)
  // Before userProfileRoutes, whose GET /{id} would read 'mes-annonces' as a bad id.
  .route('/utilisateur', myListingsRoutes)
  .route('/utilisateur', adminUserRoutes)
  .route('/utilisateur', notificationRoutes)
  .route('/utilisateur', signUpRoutes)
  .route('/utilisateur', accountRoutes)
  .route('/utilisateur', phoneVerificationRoutes)
  .route('/utilisateur', pushTokenRoutes)
  // Last: its GET /{id} would take any other path of /utilisateur for a bad id.
  .route('/utilisateur', userProfileRoutes)
  .route('/admin', adminRoutes)
  .route('/admin', trustAdminRoutes)
  .route('/signalement', reportRoutes)
  .route('/contact', contactRoutes)
  .route('/recherche', searchRoutes)
  .route('/favoris', favouriteRoutes)
  .route('/garage', garageRoutes)
  .route('/prolongation', renewalRoutes)
  .route('/alertes', alertRoutes)
  .route('/sitemap', sitemapRoutes)
  .route('/sante', healthRoutes)
  .route('/upload', uploadRoutes)
  .route('/payment', paymentRoutes);
