/** v1 contact: the site's contact form. */
import { MessageBody } from '@/lib/schemas/common';
import { CONTACT_MESSAGES } from '@/lib/contact';
import { ContactBody } from '@/lib/schemas/contact';
import { insertContactMessage } from '../../db/queries/contact';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { rateLimit } from '../middleware/rate-limit';

export const contactRoutes = newRouter().openapi(
  routesOf(['contact']).post('/', {
    'x-bff': true,
    summary: 'Envoie un message à l’équipe (formulaire de contact). Le jeton (Bearer) est facultatif.',
    access: 'optional',
    before: [rateLimit('contact')],
    errors: [400, 415, 429, 503],
    request: { body: { content: { 'application/json': { schema: ContactBody } }, required: true } },
    responses: { 201: json(MessageBody, 'Message enregistré.') },
  }),
  async (c) => {
    const id = await insertContactMessage(c.var.db, c.req.valid('json'), c.var.caller?.uid ?? null);
    c.var.log.info({ idmessage: id, spam: id === null }, 'contact message received');
    return c.json({ message: CONTACT_MESSAGES.success }, 201);
  },
);
