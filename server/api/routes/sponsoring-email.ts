/**
 * v1 `moto/send-sponsoring-email`: a question about sponsoring from /sponsoring, mailed to the
 * sales team through the job queue (retried if the mail server is down, never lost with a restart).
 */
import { MessageBody } from '@/lib/schemas/common';
import { SPONSORING_QUESTION_MESSAGES, SponsoringQuestion } from '@/lib/schemas/sponsoring';
import { JOBS } from '../../jobs/names';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';

export const sponsoringEmailRoutes = newRouter().openapi(
  routesOf(['moto']).post('/send-sponsoring-email', {
    'x-bff': true,
    summary: 'Envoie une question sur le sponsoring à l’équipe commerciale (formulaire de /sponsoring).',
    access: 'public',
    before: [rateLimit('contact')],
    errors: [400, 415, 429, 503],
    request: { body: { content: { 'application/json': { schema: SponsoringQuestion } }, required: true } },
    responses: { 201: json(MessageBody, 'Message envoyé.') },
  }),
  async (c) => {
    const { honeypot, ...question } = c.req.valid('json');
    // A filled honeypot is a robot: the same answer, nothing sent.
    if (honeypot.trim() === '') await c.var.jobs.send(JOBS.sponsoringQuestion, question);
    c.var.log.info({ spam: honeypot.trim() !== '' }, 'sponsoring question received');
    return c.json({ message: SPONSORING_QUESTION_MESSAGES.sent }, 201);
  },
);
