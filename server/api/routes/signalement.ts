/** v1 signalement: reports of bad listings, signed in or not. */
import { createRoute } from '@hono/zod-openapi';
import { MessageBody } from '@/lib/schemas/common';
import { REPORT_MESSAGES } from '@/lib/report';
import { SignalementBody } from '@/lib/schemas/signalement';
import { insertSignalement, publishedListingExists } from '../../db/queries/signalements';
import { errors, json, newRouter } from '../context';
import { optionalAuth } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';

export const signalementRoutes = newRouter().openapi(
  createRoute({
    method: 'post',
    'x-bff': true,
    path: '/',
    tags: ['signalement'],
    summary: 'Signale une annonce. Le jeton (Bearer) est facultatif.',
    middleware: [rateLimit('reports'), optionalAuth] as const,
    request: { body: { content: { 'application/json': { schema: SignalementBody } }, required: true } },
    responses: { 201: json(MessageBody, 'Signalement enregistré.'), ...errors(400, 401, 404, 415, 429, 503) },
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
