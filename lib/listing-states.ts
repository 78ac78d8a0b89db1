/**
 * What an owner's action does to a listing's state (DESIGN.md, states). Shared by v1, which applies
 * it, and the forms, which say what will happen before the person saves.
 */
import type { ListingState } from './listing-types';
import { errorCodes } from './errors';

export type OwnerAction = 'modifier' | 'desactiver' | 'vendre' | 'prolonger';

/** The parametrage setting an admin changes: days a listing stays online after publication or renewal. */
export const LISTING_LIFETIME_SETTING = 'duree_annonce_jours';
export const DEFAULT_LISTING_LIFETIME_DAYS = 60;
/** How long before it expires its owner is told (mail and push, with a 'Prolonger' link). */
export const EXPIRY_NOTICE_DAYS = 7;

/** The state after the action, or null when the action is not allowed from `etat`. */
export function stateAfter(action: OwnerAction, etat: ListingState, contentChanged = true): ListingState | null {
  if (etat === 'vendue') return action === 'vendre' ? 'vendue' : null;
  switch (action) {
    case 'modifier':
      // A changed published or refused listing is read again before it is shown.
      if (!contentChanged) return etat;
      return etat === 'publiee' || etat === 'refusee' || etat === 'expiree' ? 'en_attente' : etat;
    case 'desactiver':
      // Deactivation toggles; coming back goes through moderation again.
      return etat === 'desactivee' ? 'en_attente' : 'desactivee';
    case 'vendre':
      return etat === 'refusee' ? null : 'vendue';
    case 'prolonger':
      // Nothing else changed, so no second moderation: back online for a new period.
      return etat === 'publiee' || etat === 'expiree' ? 'publiee' : null;
  }
}

/** Whether saving changes to a listing in this state sends it back to moderation. */
export function editReturnsToModeration(etat: ListingState): boolean {
  return etat === 'publiee' || etat === 'refusee' || etat === 'expiree';
}

export const OWNER_ACTION_REFUSALS: Record<OwnerAction, string> = {
  modifier: 'Cette annonce est vendue : elle ne peut plus être modifiée.',
  desactiver: 'Cette annonce est vendue : elle ne peut plus être désactivée ni réactivée.',
  vendre: 'Une annonce refusée ne peut pas être marquée vendue : modifiez-la pour qu’elle soit de nouveau vérifiée.',
  prolonger: 'Seule une annonce publiée ou expirée peut être prolongée.',
};
export const OWNER_ACTION_ERRORS = /* @__PURE__ */ errorCodes('ownerAction', OWNER_ACTION_REFUSALS);
