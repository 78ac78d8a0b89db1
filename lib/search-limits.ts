/** How long a search may be, and what is said beyond (shared by v1, its contracts and the search boxes; nothing else, so that the boxes stay small). */
import { errorCodes } from './errors';

/** Longest search accepted, in characters (v1 answers 400 beyond). */
export const MAX_SEARCH_LENGTH = 200;

export const SEARCH_MESSAGES = {
  tooLong: `Votre recherche est trop longue (${MAX_SEARCH_LENGTH} caractères au plus).`,
} as const;
export const SEARCH_ERRORS = /* @__PURE__ */ errorCodes('search', SEARCH_MESSAGES);
