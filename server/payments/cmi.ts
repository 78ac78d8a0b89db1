/**
 * The CMI 3D Pay Hosting request (../shared/cmi-protocol.md): the signed form the browser posts to
 * the gateway. The store key signs it and never appears in it.
 */
import { randomBytes } from 'node:crypto';
import { publicConfig } from '@/lib/config';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { env, type Env } from '../env';
import { cmiHash, type CmiFields } from './cmi-hash';

export interface CmiSettings {
  gatewayUrl: string;
  clientId: string;
  storeKey: string;
  /** public address of the site, for the URLs CMI calls and sends the browser back to */
  siteUrl: string;
}

export interface CmiOrder {
  oid: string;
  /** Dh */
  amount: number;
  email: string;
  name: string;
  phone?: string | null;
}

/** The gateway of this environment: CMI when CMI_GATEWAY_URL is set, else the local simulator. */
export function cmiSettingsFor(config: Env = env()): CmiSettings {
  return {
    gatewayUrl: config.CMI_GATEWAY_URL ?? `http://127.0.0.1:${config.CMI_SIMULATOR_PORT}/fim/est3Dgate`,
    clientId: config.CMI_CLIENT_ID,
    storeKey: config.CMI_STORE_KEY,
    siteUrl: config.SITE_URL ?? publicConfig.siteUrl,
  };
}

/** Where CMI sends the browser and its server-to-server result (the spec's routes named after the provider). */
export const CMI_PATHS = {
  ok: '/paiement/cmi/ok',
  fail: '/paiement/cmi/echec',
  callback: '/api/v1/payment/cmi/callback',
  shop: '/compte/ads',
} as const;

/** '150.00': a dot and two decimals, as CMI reads amounts. */
export function cmiAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

/** Values are posted exactly as hashed: trimmed, with no line breaks or control characters. */
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();

/**
 * The signed form of an order. `locale`: the language of the payer's page; CMI's page speaks it,
 * and sends the browser back to that language's pages.
 */
export function cmiPaymentForm(order: CmiOrder, settings: CmiSettings, locale: Locale = 'fr'): { url: string; fields: CmiFields } {
  const site = settings.siteUrl.replace(/\/+$/, '');
  const back = (path: string) => `${site}${localePath(locale, path)}`;
  const fields: CmiFields = {
    clientid: settings.clientId,
    storetype: '3D_PAY_HOSTING',
    TranType: 'PreAuth',
    amount: cmiAmount(order.amount),
    currency: '504',
    oid: order.oid,
    okUrl: `${back(CMI_PATHS.ok)}?oid=${encodeURIComponent(order.oid)}`,
    failUrl: `${back(CMI_PATHS.fail)}?oid=${encodeURIComponent(order.oid)}`,
    callbackUrl: `${site}${CMI_PATHS.callback}`,
    shopurl: back(CMI_PATHS.shop),
    lang: locale,
    email: clean(order.email),
    BillToName: clean(order.name).slice(0, 60),
    ...(order.phone ? { tel: clean(order.phone) } : {}),
    rnd: `${Date.now()}${randomBytes(4).toString('hex')}`,
    hashAlgorithm: 'ver3',
    encoding: 'UTF-8',
    refreshtime: '5',
    AutoRedirect: 'true',
    CallbackResponse: 'true',
  };
  return { url: settings.gatewayUrl, fields: { ...fields, HASH: cmiHash(fields, settings.storeKey) } };
}

/** A fresh order id for each payment attempt: never reused, not guessable. */
export function newOrderId(): string {
  return `MM${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}
