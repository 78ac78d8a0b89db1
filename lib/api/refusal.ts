/**
 * A refused call as a client form shows it (lib/errors.ts's errorText): apart from browser.ts, so
 * that the header's calls ship without the table of codes.
 */
import { errorCodes, errorText } from '../errors';
import type { BffAnswer } from './browser';

export const CONNECTION_ERRORS = /* @__PURE__ */ errorCodes('connection', {
  /** a call that never reached the server */
  network: 'Connexion impossible. Vérifiez votre connexion internet et réessayez.',
  /** an answer without v1's text: a proxy's or a crashed server's page */
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
});

/**
 * What a refused call says: v1's text, which the BFF gave in the page's language, or the code of a
 * failure on the way (the network, an answer without v1's text), which errorText shows in it.
 */
export const refusal = (answer: Pick<BffAnswer<unknown>, 'status' | 'error'>): string =>
  answer.status === 0 ? CONNECTION_ERRORS.network : (answer.error ?? CONNECTION_ERRORS.unavailable);

/** The same in French, as the back office (French only) shows it. */
export const frenchRefusal = (answer: Pick<BffAnswer<unknown>, 'status' | 'error'>): string => errorText({}, refusal(answer))!;
