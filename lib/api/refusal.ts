/**
 * A refused call as a client form shows it (lib/errors.ts's errorText): apart from browser.ts, so
 * that the header's calls ship without the table of codes.
 */
import { errorCodes } from '../errors';
import { NETWORK_ERROR, type BffAnswer } from './browser';

export const CONNECTION_ERRORS = /* @__PURE__ */ errorCodes('connection', { network: NETWORK_ERROR });

/** The code of a call that never reached the server (status 0), else v1's text, which the BFF gave in the page's language. */
export const refusal = (answer: Pick<BffAnswer<unknown>, 'status' | 'error'>): string | null =>
  answer.status === 0 ? CONNECTION_ERRORS.network : answer.error;
