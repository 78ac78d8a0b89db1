import { describe, expect, it } from 'vitest';
import { isAllowedBffCall } from './bff';

describe('isAllowedBffCall', () => {
  it.each([
    ['POST', '/signalement'],
    ['POST', '/contact'],
    ['POST', '/moto/incrementer-vues/12'],
    ['POST', '/equipement/incrementer-vues/3'],
    ['POST', '/premiumads/4/reach'],
    ['POST', '/premiumads/4/click'],
    ['GET', '/moto/detail/12'],
    ['GET', '/equipement/categories/pneu'],
    ['GET', '/marque'],
    ['GET', '/utilisateur/details'],
    ['PUT', '/utilisateur/update-user'],
    ['POST', '/utilisateur/adduser'],
    ['POST', '/utilisateur/delete-account'],
    ['POST', '/upload/photo'],
    ['POST', '/moto/utilisateur/annonce'],
    ['POST', '/equipement/annonce'],
    ['PUT', '/moto/utilisateur/annonce/7'],
    ['PUT', '/equipement/annonce/desactiver/7'],
    ['PUT', '/moto/utilisateur/annonce/vendu/7'],
    ['GET', '/utilisateur/mes-annonces'],
    ['GET', '/equipement/utilisateur/annonce/7'],
    ['POST', '/moto/contact/7'],
    ['GET', '/marque/detail/yamaha'],
    ['POST', '/sponsoring'],
    ['POST', '/payment/initiate'],
    ['POST', '/sponsoring/incrementer-reach/3'],
    ['PATCH', '/sponsoring/utilisateur/3/desactiver'],
    ['GET', '/sponsoring/3'],
    ['GET', '/sponsoring'],
    ['GET', '/sponsoring/admin/moto'],
    ['PATCH', '/sponsoring/3/etat'],
    ['DELETE', '/sponsoring/3'],
    ['GET', '/admin/annonces'],
    ['PUT', '/moto/admin/annonce/3'],
    ['DELETE', '/equipement/admin/annonce/3'],
    ['GET', '/utilisateur/admin/users'],
    ['DELETE', '/utilisateur/admin/user/3'],
    ['PUT', '/utilisateur/admin/3/transformer-boutique'],
    ['GET', '/admin/signalements'],
    ['PATCH', '/admin/signalements/moto/3'],
    ['PATCH', '/admin/messages/3'],
    ['PUT', '/parametrage/affichagesponsoring'],
    ['POST', '/packsponsoring/admin'],
    ['PUT', '/packsponsoring/admin/2'],
  ])('lets %s %s through', (method, path) => {
    expect(isAllowedBffCall(method, path)).toBe(true);
  });

  it.each([
    ['GET', '/signalement'],
    ['GET', '/upload/photo'],
    ['DELETE', '/moto/annonce/1'],
    ['POST', '/moto/detail/12'],
    ['GET', '/moto/detail/12/../../admin'],
    ['GET', '/openapi.json'],
    ['POST', '/premiumads/x/click'],
    ['POST', '/utilisateur/admin/users'],
    ['DELETE', '/utilisateur/details'],
    ['PUT', '/utilisateur/adduser'],
    ['PATCH', '/moto/admin/annonce/7'],
    ['DELETE', '/utilisateur/admin/user/x'],
    ['DELETE', '/moto/utilisateur/annonce/7'],
    ['POST', '/equipement/annonce/7'],
    ['POST', '/payment/cmi/callback'],
  ])('refuses %s %s', (method, path) => {
    expect(isAllowedBffCall(method, path)).toBe(false);
  });
});
