/** v1 signalement: reports of bad listings, signed in or not. */
import { MessageBody } from '@/lib/schemas/common';
import { REPORT_MESSAGES } from '@/lib/report';
import { SignalementBody } from '@/lib/schemas/signalement';
import { insertSignalement, publishedListingExists } from '../../db/queries/reports';
import { json, newRouter } from '../context';
import { route } from '../route';
import { rateLimit } from '../middleware/rate-limit';

export const reportRoutes = newRouter().openapi(
  route({
    method: 'post',
    'x-bff': true,
    path: '/',
    tags: ['signalement'],
    summary: 'Signale une annonce. Le jeton (Bearer) est facultatif.',
    access: 'optional',
    before: [rateLimit('reports')],
    errors: [400, 404, 415, 429, 503],
    request: { body: { content: { 'application/json': { schema: SignalementBody } }, required: true } },
    responses: { 201: json(MessageBody, 'Signalement enregistré.') },
  }),
  async (c) => {
    const report = c.req.valid('json');
    if (!(await publishedListingExists(c.var.db, report.type_annonce, report.idannonce))) {
      return c.json({ error: REPORT_MESSAGES.notFound }, 404);
    }
    const id = await insertSignalement(c.var.db, report, c.var.caller?.uid ?? null);
    c.var.log.info({ idsignalement: id, spam: report.honeypot.trim() !== '' }, 'report received');
    // A filled honeypot gets the same answer as a real report: bots learn nothing.
    return c.json({ message: REPORT_MESSAGES.success }, 201);
  },
);
