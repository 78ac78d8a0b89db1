/**
 * The Auth emulator issues unsigned tokens (`alg: none`), and firebase-admin pointed at it accepts
 * them: anyone who can reach a site running on the emulator can hand-make a token for any uid and
 * be that user, admins included. Nothing tells such a token from one the emulator issued. So a
 * site on the emulator listens on loopback only, unless the person opens it to the network knowing
 * that; and a start that looks like production (NODE_ENV=production, a public address) on the
 * emulator is refused outright.
 */
import type { Env } from '../../server/env';

/** The opt-in, named after what it allows. */
export const OPEN_TO_NETWORK_VARIABLE = 'ALLOW_FORGED_SIGN_IN_FROM_NETWORK';

/** Whether v1 verifies tokens against the Auth emulator (a demo- project, or an emulator named). */
export function signsInWithEmulator(config: Pick<Env, 'firebaseUsesEmulator' | 'FIREBASE_AUTH_EMULATOR_HOST'>): boolean {
  return config.firebaseUsesEmulator || Boolean(config.FIREBASE_AUTH_EMULATOR_HOST);
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Why this start must not run at all, or null. */
export function forgedSignInRefusal(config: Env, source: Record<string, string | undefined>): string | null {
  if (!signsInWithEmulator(config) || config.NODE_ENV !== 'production') return null;
  const siteUrl = config.SITE_URL ?? source.NEXT_PUBLIC_SITE_URL;
  if (!siteUrl) return null;
  let hostname: string;
  try {
    hostname = new URL(siteUrl).hostname;
  } catch {
    return null;
  }
  if (isLoopbackHost(hostname)) return null;
  return [
    `Refus de démarrer : NODE_ENV=production avec l’adresse publique ${siteUrl}, mais la connexion passe par l’émulateur Firebase Auth (projet ${config.FIREBASE_PROJECT_ID}).`,
    'L’émulateur accepte des jetons non signés : n’importe qui pourrait se connecter sous n’importe quel compte, admin compris.',
    'Pour la production, donnez un vrai projet Firebase (FIREBASE_PROJECT_ID, FIREBASE_API_KEY, SESSION_SECRET) ; pour la démo, démarrez sans NODE_ENV=production.',
  ].join('\n');
}

export interface ListenDecision {
  /** the interface to listen on */
  hostname: string;
  /** the start log's line about it */
  line: string;
  /** printed as a warning: the network may sign in as anyone */
  warning?: string;
}

/**
 * Where a server verifying tokens with `config` may listen: `wanted` (all interfaces for the site,
 * HOST for the standalone v1) with a real Firebase project; loopback only on the emulator, unless
 * the opt-in is set, which is then said loudly.
 */
export function listenAddress(config: Env, wanted: string, what: string): ListenDecision {
  if (!signsInWithEmulator(config) || isLoopbackHost(wanted)) return { hostname: wanted, line: `${what}: listening on ${wanted}` };
  if (config.ALLOW_FORGED_SIGN_IN_FROM_NETWORK) {
    return {
      hostname: wanted,
      line: `${what}: listening on ${wanted} (${OPEN_TO_NETWORK_VARIABLE}=1)`,
      warning: `WARNING: ${what} is open to the network on the Auth emulator, which accepts unsigned tokens: anyone who reaches it can sign in as any user, admins included. Use it on a network you trust, never on the Internet.`,
    };
  }
  return {
    hostname: '127.0.0.1',
    line: `${what}: listening on 127.0.0.1 only, because the Auth emulator accepts forged tokens; ${OPEN_TO_NETWORK_VARIABLE}=1 opens it to the network anyway (anyone there could sign in as anyone)`,
  };
}
