/** v1 signalement: reports of bad listings, signed in or not. */
import { MessageBody } from '@/lib/schemas/common';
import { REPORT_MESSAGES, REPORT_ERRORS } from '@/lib/report';
import { SignalementBody } from '@/lib/schemas/signalement';
import { FRAUD_REPORTS_TO_HOLD } from '@/lib/trust';
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { holdIfReportedForFraud, insertSignalement, publishedListingExists } from '../../db/queries/reports';
import { sessionSecret } from '../../auth/secrets';
import { limitedClient } from '../../client-address';
import { countToday } from '../../db/queries/daily-stats';
import { JOBS } from '../../jobs/names';
import { json, newRouter, type AppEnv } from '../context';
import { routesOf } from '../route';
import { rateLimit, requestClient } from '../middleware/rate-limit';
import { errorAnswer } from '@/lib/errors';

/**
 * Who reported, as distinct reporters are counted: a signed-in person by their uid, anyone else by
 * a keyed hash of their address (an IPv6 host by its /64), so that one visitor reporting again
 * counts once and no address is stored.
 */
function reporterKey(c: Context<AppEnv>, uid: string | null): string {
  if (uid) return `u:${uid}`;
  return `a:${createHmac('sha256', sessionSecret())
    .update(`signalement\n${limitedClient(requestClient(c))}`)
    .digest('base64url')
    .slice(0, 22)}`;
}

export const reportRoutes = newRouter().openapi(
  routesOf(['signalement']).post('/', {
    'x-bff': true,
    summary: `Signale une annonce. Le jeton (Bearer) est facultatif. Signalée pour fraude par ${FRAUD_REPORTS_TO_HOLD} visiteurs différents, une annonce publiée est retirée du site en attendant la décision d’un admin.`,
    access: 'optional',
    before: [rateLimit('reports')],
    errors: [400, 404, 415, 429, 503],
    request: { body: { content: { 'application/json': { schema: SignalementBody } }, required: true } },
    responses: { 201: json(MessageBody, 'Signalement enregistré.') },
  }),
  async (c) => {
    const report = c.req.valid('json');
    if (!(await publishedListingExists(c.var.db, report.type_annonce, report.idannonce))) {
      return c.json(errorAnswer(REPORT_ERRORS.notFound), 404);
    }
    const uid = c.var.caller?.uid ?? null;
    const id = await insertSignalement(c.var.db, report, uid, reporterKey(c, uid));
    c.var.log.info({ idsignalement: id, spam: report.honeypot.trim() !== '' }, 'report received');
    if (report.motif === 'fraud') {
      const held = await holdIfReportedForFraud(c.var.db, report.type_annonce, report.idannonce);
      if (held) {
        c.var.publicPages.listingsChanged([{ urlType: held.urlType, id: held.id, titre: held.titre }]);
        c.var.log.warn({ kind: report.type_annonce, id: held.id, signalements: held.signalements }, 'listing held after fraud reports');
        await countToday(c.var.db, 'retirees_signalements');
        // Buyers who saved it hear of it before they pay a deposit (a listing is held once: it is published no more).
        await c.var.jobs
          .send(JOBS.heldFavourite, { kind: report.type_annonce, id: held.id, titre: held.titre })
          .catch((error: unknown) => c.var.log.error({ err: error, id: held.id }, 'held favourite notices not queued'));
      }
    }
    // A filled honeypot gets the same answer as a real report: bots learn nothing.
    return c.json({ message: REPORT_MESSAGES.success }, 201);
  },
);
