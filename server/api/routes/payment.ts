/**
 * v1 payment (spec section 7, Payment): initiate a card payment for a pending sponsoring, and
 * CMI's server-to-server callback. The callback has no session: its hash is its credential.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { PaymentForm, PaymentRequest, PaymentStatus } from '@/lib/schemas/sponsoring';
import { applyPaymentCallback, initiatePayment, paymentStatus } from '../../db/queries/payments';
import { JOBS } from '../../jobs/queue';
import { hasValidCmiHash } from '../../payments/cmi-hash';
import { cmiPaymentForm, newOrderId } from '../../payments/cmi';
import { errors, json, newRouter } from '../context';
import { requireUser, signedInUser } from '../middleware/auth';
import { NOT_FOUND } from '../messages';

const tags = ['payment'];

/** What a callback must carry; anything else CMI posts is kept for the record and hashed as posted. */
const CallbackFields = z
  .record(z.string().max(100), z.string().max(4000))
  .refine((fields) => ['oid', 'amount', 'HASH'].every((name) => Object.keys(fields).some((key) => key.toLowerCase() === name.toLowerCase())));

export const paymentRoutes = newRouter()
  .openapi(
    createRoute({
      method: 'post',
      path: '/initiate',
      tags,
      summary: 'Commence le paiement par carte d’un sponsoring en attente : un paiement initiee au montant du pack, et le formulaire signé à poster à CMI.',
      security: [{ bearerAuth: [] }],
      middleware: [requireUser('particulier', 'boutique')] as const,
      request: { body: { content: { 'application/json': { schema: PaymentRequest } }, required: true } },
      responses: { 201: json(PaymentForm, 'Le formulaire de paiement.'), ...errors(400, 401, 403, 404, 409, 503) },
    }),
    async (c) => {
      const user = signedInUser(c);
      const payment = await initiatePayment(c.var.db, user, c.req.valid('json').idsponsoring, newOrderId());
      const form = cmiPaymentForm({ oid: payment.oid, amount: payment.montant, email: payment.email, name: payment.name, phone: payment.phone }, c.var.cmi);
      c.var.log.info({ oid: payment.oid, montant: payment.montant }, 'payment initiated');
      return c.json({ ...form, oid: payment.oid, montant: payment.montant }, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/cmi/callback',
      tags,
      summary:
        'Résultat d’un paiement, envoyé par CMI (form-urlencoded). Répond ACTION=POSTAUTH (payé, sponsoring activé), APPROVED (refusé, commande laissée ouverte) ou FAILURE (hash, commande ou montant faux : rien ne change). Appliqué une seule fois.',
      responses: { 200: { content: { 'text/plain': { schema: z.enum(['ACTION=POSTAUTH', 'APPROVED', 'FAILURE']) } }, description: 'La réponse attendue par CMI.' } },
    }),
    async (c) => {
      const body = await c.req.parseBody().catch(() => ({}));
      const parsed = CallbackFields.safeParse(Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'string')));
      if (!parsed.success) {
        c.var.log.warn('payment callback: malformed');
        return c.text('FAILURE', 200);
      }
      const fields = parsed.data;
      if (!hasValidCmiHash(fields, c.var.cmi.storeKey)) {
        c.var.log.warn({ oid: fields.oid }, 'payment callback: hash mismatch');
        return c.text('FAILURE', 200);
      }
      const outcome = await applyPaymentCallback(c.var.db, fields);
      if (outcome.refused) c.var.log.warn({ oid: fields.oid, reason: outcome.refused }, 'payment callback refused');
      else c.var.log.info({ oid: fields.oid, code: fields.ProcReturnCode, answer: outcome.answer }, 'payment callback');
      if (outcome.activated) {
        // The sponsored listing shows on home and in the lists at once.
        c.var.publicPages.listingsChanged([{ urlType: outcome.activated.urlType, id: outcome.activated.id, titre: outcome.activated.titre }]);
        // The confirmation mail, once per order (the key) even if this were repeated; the payment
        // is applied whatever happens to the queue.
        await c.var.jobs
          .send(JOBS.paymentConfirmation, { oid: fields.oid }, fields.oid)
          .catch((error: unknown) => c.var.log.error({ err: error, oid: fields.oid }, 'confirmation mail not queued'));
      }
      return c.text(outcome.answer, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{oid}',
      tags,
      summary: 'Un de mes paiements, par son numéro de commande : son état (celui de notre base, jamais celui du navigateur) et son sponsoring.',
      security: [{ bearerAuth: [] }],
      middleware: [requireUser('particulier', 'boutique')] as const,
      request: { params: z.object({ oid: z.string().regex(/^[A-Z0-9]{6,40}$/, 'Numéro de commande invalide.').meta({ param: { name: 'oid', in: 'path' } }) }) },
      responses: { 200: json(PaymentStatus, 'Le paiement.'), ...errors(400, 401, 403, 404, 503) },
    }),
    async (c) => {
      const status = await paymentStatus(c.var.db, c.req.valid('param').oid, signedInUser(c));
      return status ? c.json(status, 200) : c.json({ error: NOT_FOUND.paiement }, 404);
    },
  );
