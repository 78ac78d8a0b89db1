/**
 * What the browser may ask v1 through the BFF (app/api/bff): the public calls of the pages'
 * client components. Anything else is refused, so that the BFF is not an open proxy to v1.
 */
const ALLOWED: { method: 'GET' | 'POST'; path: RegExp }[] = [
  { method: 'POST', path: /^\/signalement$/ },
  { method: 'POST', path: /^\/contact$/ },
  { method: 'POST', path: /^\/(moto|equipement)\/incrementer-vues\/\d{1,10}$/ },
  { method: 'POST', path: /^\/moto\/incrementer-reach\/\d{1,10}$/ },
  { method: 'POST', path: /^\/premiumads\/\d{1,10}\/(reach|click)$/ },
  { method: 'GET', path: /^\/(moto|equipement)\/detail\/\d{1,10}$/ },
  { method: 'GET', path: /^\/equipement\/categories\/[a-z]{1,10}$/ },
  { method: 'GET', path: /^\/marque$/ },
  { method: 'GET', path: /^\/ville\/villes$/ },
];

export function isAllowedBffCall(method: string, path: string): boolean {
  return ALLOWED.some((rule) => rule.method === method && rule.path.test(path));
}
