/** French texts of v1 answers that are not validation messages (those live in lib/schemas). */
import { errorCodes } from '@/lib/errors';
export const NOT_FOUND = {
  annonce: 'Annonce introuvable.',
  boutique: 'Boutique introuvable.',
  utilisateur: 'Utilisateur introuvable.',
  marque: 'Marque introuvable.',
  modele: 'Modèle introuvable (ou pas assez d’annonces pour sa page).',
  modeleReference: 'Modèle introuvable dans le référentiel.',
  parametre: 'Paramètre introuvable.',
  message: 'Message introuvable.',
  pack: 'Pack introuvable.',
  premiumAd: 'Publicité introuvable.',
  paiement: 'Paiement introuvable.',
  sponsoring: 'Sponsoring introuvable ou terminé.',
} as const;
export const NOT_FOUND_ERRORS = /* @__PURE__ */ errorCodes('notFound', NOT_FOUND);
