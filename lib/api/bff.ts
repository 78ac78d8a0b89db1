/**
 * What the browser may ask v1 through the BFF (app/api/bff): the calls of the pages' client
 * components, public and signed-in. Anything else is refused, so that the BFF is not an open
 * proxy to v1 (v1 still checks every bearer and role itself).
 */
const ALLOWED: { method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'; path: RegExp }[] = [
  { method: 'POST', path: /^\/signalement$/ },
  { method: 'POST', path: /^\/contact$/ },
  { method: 'POST', path: /^\/(moto|equipement)\/incrementer-vues\/\d{1,10}$/ },
  { method: 'POST', path: /^\/moto\/incrementer-reach\/\d{1,10}$/ },
  { method: 'POST', path: /^\/premiumads\/\d{1,10}\/(reach|click)$/ },
  { method: 'GET', path: /^\/(moto|equipement)\/detail\/\d{1,10}$/ },
  { method: 'GET', path: /^\/equipement\/categories\/[a-z]{1,10}$/ },
  { method: 'GET', path: /^\/marque$/ },
  { method: 'GET', path: /^\/ville\/villes$/ },
  // Accounts: sign-up, profile, security, push tokens
  { method: 'GET', path: /^\/utilisateur\/captcha$/ },
  { method: 'POST', path: /^\/utilisateur\/verify-recaptcha$/ },
  { method: 'GET', path: /^\/utilisateur\/(existe|telephone-existe|telephone-existe-existing-user)$/ },
  { method: 'POST', path: /^\/utilisateur\/(adduser|user-by-token|delete-account|link-fcm-token|update-fcm-token|release-fcm-token|logo)$/ },
  { method: 'GET', path: /^\/utilisateur\/details$/ },
  { method: 'PUT', path: /^\/utilisateur\/update-user$/ },
  { method: 'PUT', path: /^\/utilisateur\/notifications\/preferences$/ },
  // Selling: photos, posting, Mes Annonces, contact counters
  { method: 'POST', path: /^\/upload\/photo$/ },
  { method: 'GET', path: /^\/marque\/detail\/[A-Za-z0-9-]{1,60}$/ },
  { method: 'GET', path: /^\/utilisateur\/mes-annonces$/ },
  { method: 'GET', path: /^\/moto\/prix-marche$/ },
  { method: 'GET', path: /^\/(moto|equipement)\/utilisateur\/annonces?(\/\d{1,10})?$/ },
  { method: 'POST', path: /^\/(moto\/utilisateur|equipement)\/annonce$/ },
  { method: 'PUT', path: /^\/(moto\/utilisateur|equipement)\/annonce\/((desactiver|vendu)\/)?\d{1,10}$/ },
  { method: 'POST', path: /^\/(moto|equipement)\/contact\/\d{1,10}$/ },
  // Sponsoring: buying one for my listing, paying by card (the callback comes from CMI, not through here)
  { method: 'POST', path: /^\/sponsoring$/ },
  { method: 'POST', path: /^\/payment\/initiate$/ },
  { method: 'POST', path: /^\/moto\/send-sponsoring-email$/ },
  { method: 'GET', path: /^\/sponsoring\/utilisateur$/ },
  { method: 'POST', path: /^\/sponsoring\/incrementer-reach\/\d{1,10}$/ },
  { method: 'PATCH', path: /^\/sponsoring\/utilisateur\/\d{1,10}\/desactiver$/ },
  { method: 'GET', path: /^\/sponsoring\/\d{1,10}$/ },
  // Back office (v1 refuses anyone but an admin)
  { method: 'GET', path: /^\/sponsoring(\/admin\/(moto|stats))?$/ },
  { method: 'PATCH', path: /^\/sponsoring\/\d{1,10}\/etat$/ },
  { method: 'PATCH', path: /^\/payment\/admin\/[A-Z0-9]{6,40}\/rembourse$/ },
  { method: 'PUT', path: /^\/sponsoring\/\d{1,10}$/ },
  { method: 'DELETE', path: /^\/sponsoring\/\d{1,10}$/ },
  { method: 'GET', path: /^\/admin\/(annonces|audit|signalements|messages)$/ },
  { method: 'PATCH', path: /^\/admin\/(signalements\/(moto|equipement)|messages)\/\d{1,10}$/ },
  { method: 'PUT', path: /^\/parametrage\/[a-z0-9_]{1,60}$/ },
  { method: 'GET', path: /^\/packsponsoring\/admin$/ },
  { method: 'POST', path: /^\/packsponsoring\/admin$/ },
  { method: 'PUT', path: /^\/packsponsoring\/admin\/\d{1,10}$/ },
  { method: 'POST', path: /^\/premiumads\/admin\/campagnes(\/\d{1,10}\/ads)?$/ },
  { method: 'PUT', path: /^\/premiumads\/admin\/(campagnes|ads)\/\d{1,10}$/ },
  { method: 'DELETE', path: /^\/premiumads\/admin\/ads\/\d{1,10}$/ },
  { method: 'GET', path: /^\/(moto|equipement)\/(admin|vendu-admin|annonces-utilisateur-admin|stats)$/ },
  { method: 'GET', path: /^\/(moto|equipement)\/admin\/annonce\/\d{1,10}$/ },
  { method: 'PUT', path: /^\/(moto|equipement)\/admin\/annonce\/\d{1,10}$/ },
  { method: 'PATCH', path: /^\/(moto|equipement)\/admin\/annonce\/\d{1,10}$/ },
  { method: 'DELETE', path: /^\/(moto|equipement)\/admin\/annonce\/\d{1,10}$/ },
  { method: 'GET', path: /^\/utilisateur\/admin\/(users|stats|user\/\d{1,10})$/ },
  { method: 'DELETE', path: /^\/utilisateur\/admin\/user\/\d{1,10}$/ },
  { method: 'PUT', path: /^\/utilisateur\/admin\/\d{1,10}\/transformer-boutique$/ },
];

export function isAllowedBffCall(method: string, path: string): boolean {
  return ALLOWED.some((rule) => rule.method === method && rule.path.test(path));
}
