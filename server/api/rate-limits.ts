/**
 * The request limits of v1 and the limiters that count them (rate-limiter-flexible). With Redis
 * (REDIS_URL) every app instance counts in the same place, so that a client spread over instances
 * by the load balancer gets no more than one instance would allow; without it, each instance counts
 * its own clients in memory. Each app gets its own limiters, so that separate apps (tests) do not
 * share counts. The middleware that applies them is middleware/rate-limit.ts.
 */
import type { Redis } from 'ioredis';
import { errorCodes } from '@/lib/errors';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
  message: string;
  /**
   * Counts each (client, item) once per window rather than each request: asking again for what
   * the client already had costs nothing (see rateLimit's `item`).
   */
  perItem?: boolean;
}

export const RATE_LIMITS = {
  /** View, reach and click counters: generous for people, a wall for scripts inflating numbers. */
  counters: { points: 300, durationSeconds: 60, message: 'Trop de requêtes. Veuillez patienter une minute.' },
  /** Reports: a person reports a handful of listings, not dozens. */
  reports: {
    points: 10,
    durationSeconds: 600,
    message: 'Trop de signalements envoyés. Veuillez réessayer dans quelques minutes.',
  },
  /** Whether an e-mail or phone has an account: a sign-up needs a few, an address harvester thousands. */
  accountLookup: { points: 30, durationSeconds: 600, message: 'Trop de vérifications. Veuillez réessayer dans quelques minutes.' },
  /** Captcha challenges and verifications. */
  captcha: { points: 30, durationSeconds: 600, message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' },
  /** Sign-ups finished (adduser) per address. */
  signup: { points: 10, durationSeconds: 3600, message: 'Trop d’inscriptions depuis cette connexion. Veuillez réessayer plus tard.' },
  /** Codes sent by SMS to confirm a number: each costs money and can annoy the number's owner. */
  phoneCodes: { points: 5, durationSeconds: 3600, message: 'Trop de codes demandés. Veuillez réessayer dans une heure.' },
  /** Listing photos: ten listings of ten photos, with retries, in an hour. */
  photoUpload: { points: 150, durationSeconds: 3600, message: 'Trop de photos envoyées. Veuillez réessayer dans une heure.' },
  /**
   * Sellers' numbers (POST moto|equipement/contact/{id}), per visitor and distinct listing: a
   * buyer calls a few sellers an hour and may ask for the same number again freely; a script
   * harvesting numbers gets 30 an hour.
   */
  sellerPhones: {
    points: 30,
    durationSeconds: 3600,
    perItem: true,
    message: 'Vous avez demandé beaucoup de numéros en peu de temps. Veuillez réessayer dans une heure.',
  },
  /** Push tokens registered without an account (update-fcm-token): a device sends one now and then. */
  guestPushTokens: { points: 20, durationSeconds: 600, message: 'Trop de requêtes. Veuillez réessayer dans quelques minutes.' },
  /**
   * Searches by words (recherche, and the lists with q), heavier than the other reads: a person
   * reads a page of results in seconds, a script filling the statistics or scraping sends hundreds.
   */
  wordSearches: { points: 60, durationSeconds: 60, message: 'Trop de recherches. Veuillez patienter une minute.' },
  /** The search box's suggestions: one per letter typed, a few hundred a minute for a person, a wall for a script. */
  suggestions: { points: 300, durationSeconds: 60, message: 'Trop de requêtes. Veuillez patienter une minute.' },
  /** Hearts given or taken back: a person browsing taps dozens an hour, a script thousands. */
  favourites: { points: 120, durationSeconds: 600, message: 'Trop de favoris modifiés en peu de temps. Veuillez patienter quelques minutes.' },
  /** Motorcycles added to, chosen in or taken out of a garage: a rider changes a few, a script thousands. */
  garage: { points: 60, durationSeconds: 600, message: 'Trop de changements dans votre garage en peu de temps. Veuillez patienter quelques minutes.' },
  /** One-click links from mails (renewal, unsubscribe): a person clicks a few; a token guesser is stopped. */
  mailLinks: { points: 30, durationSeconds: 600, message: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.' },
  /** Users' public profiles: a page shows a few; a script counting ids to list the accounts is stopped. */
  profiles: { points: 60, durationSeconds: 600, message: 'Trop de requêtes. Veuillez réessayer dans quelques minutes.' },
  /** The contact form. */
  contact: { points: 5, durationSeconds: 600, message: 'Trop de messages envoyés. Veuillez réessayer dans quelques minutes.' },
} satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
/** The code of each limit's 429 (lib/errors.ts): rateLimit.<name>. */
export const RATE_LIMIT_ERRORS = /* @__PURE__ */ errorCodes(
  'rateLimit',
  Object.fromEntries(Object.entries(RATE_LIMITS).map(([name, rule]) => [name, rule.message])) as Record<RateLimitName, string>,
);
export type Limiters = Record<
  RateLimitName,
  { limiter: RateLimiterAbstract; message: string; /** perItem rules: which (client, item) pairs were counted this window */ seen?: RateLimiterAbstract }
>;

export interface SharedCounts {
  redis: Redis;
  /** Keeps apart the counts of apps sharing one Redis (tests); default `rl` */
  keyPrefix?: string;
}

export function createLimiters(rules: Record<RateLimitName, RateLimitRule> = RATE_LIMITS, shared?: SharedCounts | null): Limiters {
  const make = (key: string, points: number, duration: number) => {
    const inMemory = new RateLimiterMemory({ points, duration });
    return shared
      ? new RateLimiterRedis({
          storeClient: shared.redis,
          keyPrefix: `${shared.keyPrefix ?? 'rl'}:${key}`,
          points,
          duration,
          // Redis down or slow: this instance counts alone meanwhile, rather than refuse everyone
          // or let everyone through.
          rejectIfRedisNotReady: true,
          insuranceLimiter: inMemory,
        })
      : inMemory;
  };
  const entries = Object.entries(rules).map(([name, rule]: [string, RateLimitRule]) => [
    name,
    {
      limiter: make(name, rule.points, rule.durationSeconds),
      message: rule.message,
      ...(rule.perItem ? { seen: make(`${name}:seen`, 1, rule.durationSeconds) } : {}),
    },
  ]);
  return Object.fromEntries(entries) as Limiters;
}
