/**
 * The jobs there are, and what v1 and the jobs themselves need to hand one over: kept apart from the
 * queue (queue.ts), which runs them and so imports every job.
 */

export const JOBS = {
  /** hourly: uploads no listing took within a day */
  unusedPhotos: 'photos-inutilisees',
  /** at start and daily: listing photos uploaded before fingerprints existed get theirs */
  oldPhotoFingerprints: 'empreintes-photos-anciennes',
  /** a paid sponsoring's confirmation mail ({ oid }) */
  paymentConfirmation: 'mail-paiement-accepte',
  /** a question from /sponsoring, for the sales team ({ email, subject, message }) */
  sponsoringQuestion: 'mail-question-sponsoring',
  /** every half hour: sponsorings ending within a day, not yet announced to their owner */
  sponsoringEndingScan: 'sponsorings-fin-proche',
  /** the notice the day before a sponsoring ends ({ idsponsoring }) */
  sponsoringEndingMail: 'mail-sponsoring-fin',
  /** a moderator's decision, told to the listing's owner ({ kind, id, etat }) */
  moderationNotice: 'mail-moderation',
  /** a push notification to every device of a user ({ idutilisateur, content }) */
  push: 'push-notification',
  /** hourly: listings whose time is up expire; those expiring within 7 days get their notice queued */
  listingExpiryScan: 'annonces-expiration',
  /** a listing's notice 7 days before it expires ({ kind, id, periode }) */
  listingExpiryNotice: 'avis-expiration-annonce',
  /** a listing just published ({ kind, id }): alerts matched, instant ones pushed, price drops told */
  listingPublished: 'annonce-publiee',
  /** a listing taken off the site after fraud reports ({ kind, id, titre }): those who saved it are told */
  heldFavourite: 'favori-retenu',
  /** daily at 8:00: each daily alert with something new sends its mail */
  alertDigests: 'alertes-resume-quotidien',
  /** every 5 minutes: the search's words and suggestions read again from published listings */
  searchRefresh: 'recherche-rafraichir',
} as const;
export type JobName = (typeof JOBS)[keyof typeof JOBS];

/** What v1 needs of the queue: to hand it work. */
export interface JobSender {
  /**
   * Queues a job; `key` makes it once only (a second send with the same key is ignored); `reqId`,
   * the request that asked for it, goes with the job into its log lines.
   */
  send(name: JobName, data?: Record<string, unknown>, key?: string, reqId?: string): Promise<void>;
}

/** A sender whose jobs carry the request id `reqId` (v1 gives each request's handlers one). */
export function sendingFor(jobs: JobSender, reqId: string): JobSender {
  return { send: (name, data, key, from) => jobs.send(name, data, key, from ?? reqId) };
}
