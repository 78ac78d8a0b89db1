/**
 * v1 payment (spec section 7, Payment): initiate a card payment for a pending sponsoring, and
 * CMI's server-to-server callback. The callback has no session: its hash is its credential.
 */
import { z } from '@hono/zod-openapi';
import { PAYMENT_MESSAGES, PaymentForm, PaymentRequest, PaymentStatus, PaymentToReleasePage } from '@/lib/schemas/sponsoring';
import { pageQuery } from '@/lib/schemas/common';
import { applyPaymentCallback, initiatePayment, paymentStatus } from '../../db/queries/payments';
import { markPaymentReleased, paymentsToRelease } from '../../db/queries/payment-refunds';
import { JOBS } from '../../jobs/names';
import { hasValidCmiHash } from '../../payments/cmi-hash';
import { cmiPaymentForm, newOrderId } from '../../payments/cmi';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['payment']);

const oidParam = z
  .string()
  .regex(/^[A-Z0-9]{6,40}$/, 'Numéro de commande invalide.')
  .meta({ param: { name: 'oid', in: 'path' } });

/** What a callback must carry; anything else CMI posts is kept for the record and hashed as posted. */
const CallbackFields = z
  .record(z.string().max(100), z.string().max(4000))
  .refine((fields) => ['oid', 'amount', 'HASH'].every((name) => Object.keys(fields).some((key) => key.toLowerCase() === name.toLowerCase())));

export const paymentRoutes = newRouter()
  .openapi(
    declare.post('/initiate', {
      'x-bff': true,
      summary: 'Commence le paiement par carte d’un sponsoring en attente : un paiement initiee au montant du pack, et le formulaire signé à poster à CMI.',
      access: 'sellers',
      errors: [400, 404, 409, 503],
      request: { body: { content: { 'application/json': { schema: PaymentRequest } }, required: true } },
      responses: { 201: json(PaymentForm, 'Le formulaire de paiement.') },
    }),
    async (c) => {
      const user = c.var.user;
      const { idsponsoring, langue } = c.req.valid('json');
      const payment = await initiatePayment(c.var.db, user, idsponsoring, newOrderId());
      const order = { oid: payment.oid, amount: payment.montant, email: payment.email, name: payment.name, phone: payment.phone };
      const form = cmiPaymentForm(order, c.var.cmi, langue);
      c.var.log.info({ oid: payment.oid, montant: payment.montant }, 'payment initiated');
      return c.json({ ...form, oid: payment.oid, montant: payment.montant }, 201);
    },
  )
  .openapi(
    declare.post('/cmi/callback', {
      summary:
        'Résultat d’un paiement, envoyé par CMI (form-urlencoded). Répond ACTION=POSTAUTH (payé et dû : capturé, sponsoring activé avec le pack et les jours de ce paiement), APPROVED (refusé, commande laissée ouverte ; ou accepté alors que rien n’était dû : non capturé, gardé comme doublon à rembourser) ou FAILURE (hash, commande ou montant faux : rien ne change). Appliqué une seule fois.',
      access: 'public',
      responses: {
        200: { content: { 'text/plain': { schema: z.enum(['ACTION=POSTAUTH', 'APPROVED', 'FAILURE']) } }, description: 'La réponse attendue par CMI.' },
      },
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
      else if (outcome.duplicate)
        c.var.log.warn({ oid: fields.oid, code: fields.ProcReturnCode }, 'payment callback: approved while nothing was due, not captured (duplicate)');
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
    declare.get('/admin/doublons', {
      summary: 'Paiements acceptés par la banque alors que rien n’était dû (admin), non capturés, à rembourser chez CMI ; les plus anciens d’abord.',
      access: 'admin',
      errors: [400, 503],
      request: {
        query: z.object({
          ...pageQuery({ items: 'Paiements', max: 100, defaultSize: 10 }),
        }),
      },
      responses: { 200: json(PaymentToReleasePage, 'Une page de doublons.') },
    }),
    async (c) => c.json(await paymentsToRelease(c.var.db, c.req.valid('query')), 200),
  )
  .openapi(
    declare.patch('/admin/{oid}/rembourse', {
      'x-bff': true,
      summary: 'Marque un doublon comme remboursé (admin), une fois l’autorisation annulée chez CMI.',
      access: 'admin',
      errors: [400, 404, 409, 503],
      request: { params: z.object({ oid: oidParam }) },
      responses: { 200: json(z.object({ message: z.string() }), 'Marqué remboursé.') },
    }),
    async (c) => {
      await markPaymentReleased(c.var.db, c.var.user, c.req.valid('param').oid);
      return c.json({ message: PAYMENT_MESSAGES.released as string }, 200);
    },
  )
  .openapi(
    declare.get('/{oid}', {
      summary: 'Un de mes paiements, par son numéro de commande : son état (celui de notre base, jamais celui du navigateur) et son sponsoring.',
      access: 'sellers',
      errors: [400, 404, 503],
      request: { params: z.object({ oid: oidParam }) },
      responses: { 200: json(PaymentStatus, 'Le paiement.') },
    }),
    async (c) => {
      const status = await paymentStatus(c.var.db, c.req.valid('param').oid, c.var.user);
      return status ? c.json(status, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.paiement), 404);
    },
  );
