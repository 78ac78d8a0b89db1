/**
 * v1 users for admins, under utilisateur/ (spec section 7): the list by role with a search, one
 * user, deletion (with the Firebase account; never oneself or the last admin), turning a
 * particulier into a shop, and the user statistics. Admins only, decided here.
 */
import { z } from '@hono/zod-openapi';
import { ADMIN_MESSAGES, ADMIN_ERRORS, AdminUser, AdminUserPage, AdminUsersQuery, TransformToShopBody, UserStats } from '@/lib/schemas/admin';
import { pathId } from '@/lib/schemas/common';
import { adminUser, adminUsers, deleteUserAsAdmin, transformToShop, userStats } from '../../db/queries/admin-users';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { NOT_FOUND_ERRORS } from '../messages';
import { Refusal } from '../../refusal';
import { errorAnswer } from '@/lib/errors';

const declare = routesOf(['utilisateur']);
const idParam = z.object({ id: pathId('id') });

/** The list of users, at the spec's address (GET liste) and at the back office's. */
function usersList<P extends '/liste' | '/admin/users'>(path: P, summary: string) {
  return newRouter().openapi(
    declare.get(path, {
      'x-bff': path === '/admin/users',
      summary,
      access: 'admin',
      errors: [400, 503],
      request: { query: AdminUsersQuery },
      responses: { 200: json(AdminUserPage, 'Une page d’utilisateurs.') },
    }),
    async (c) => c.json(await adminUsers(c.var.db, c.req.valid('query')), 200),
  );
}

export const adminUserRoutes = newRouter()
  .route(
    '/',
    usersList(
      '/liste',
      'La liste des utilisateurs (spec : GET liste) : admin seulement, comme admin/users (rôle type, recherche q, page, limit 10 par défaut).',
    ),
  )
  .route('/', usersList('/admin/users', 'Utilisateurs (admin), les plus récents d’abord : filtre par rôle (type), recherche par nom, e-mail ou téléphone (q).'))
  .openapi(
    declare.get('/admin/stats', {
      'x-bff': true,
      summary: 'Statistiques des utilisateurs (admin) : nombre par rôle, inscriptions par jour sur 30 jours.',
      access: 'admin',
      errors: [503],
      responses: { 200: json(UserStats, 'Les statistiques.') },
    }),
    async (c) => c.json(await userStats(c.var.db), 200),
  )
  .openapi(
    declare.get('/admin/user/{id}', {
      'x-bff': true,
      summary: 'Un utilisateur (admin) : identité, contact, rôle, boutique, nombre d’annonces.',
      access: 'admin',
      errors: [400, 404, 503],
      request: { params: idParam },
      responses: { 200: json(AdminUser, 'L’utilisateur.') },
    }),
    async (c) => {
      const user = await adminUser(c.var.db, c.req.valid('param').id);
      return user ? c.json(user, 200) : c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
    },
  )
  .openapi(
    declare.delete('/admin/user/{id}', {
      'x-bff': true,
      summary:
        'Supprime un utilisateur (admin) : son compte Firebase, sa ligne, ses annonces et sponsorings ; ses paiements restent, détachés. Jamais soi-même ni le dernier admin.',
      access: 'admin',
      errors: [400, 404, 409, 503],
      request: { params: idParam },
      responses: { 200: json(z.object({ message: z.string() }), 'Supprimé.') },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      let removed;
      try {
        removed = await deleteUserAsAdmin(c.var.db, c.var.user, id, c.var.identity.deleteAccount);
      } catch (error) {
        if (error instanceof Refusal) throw error;
        // Firebase refused: the transaction was rolled back, nothing is lost.
        c.var.log.error({ err: error, idutilisateur: id }, 'admin user deletion failed');
        return c.json(errorAnswer(ADMIN_ERRORS.deleteUserFailed), 503);
      }
      if (!removed) return c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
      c.var.publicPages.listingsChanged(removed.listings);
      await Promise.all(
        removed.files.map((path) => c.var.files.remove(path).catch((error: unknown) => c.var.log.warn({ err: error, path }, 'file not deleted'))),
      );
      return c.json({ message: ADMIN_MESSAGES.userDeleted }, 200);
    },
  )
  .openapi(
    declare.put('/admin/{id}/transformer-boutique', {
      'x-bff': true,
      summary: 'Transforme un particulier en boutique (admin), avec le nom, l’adresse et le logo de la boutique ; sa page boutique existe aussitôt.',
      access: 'admin',
      errors: [400, 404, 409, 503],
      request: { params: idParam, body: { content: { 'application/json': { schema: TransformToShopBody } }, required: true } },
      responses: { 200: json(AdminUser, 'L’utilisateur, devenu boutique.') },
    }),
    async (c) => {
      const shop = await transformToShop(c.var.db, c.var.user, c.req.valid('param').id, c.req.valid('json'));
      if (!shop) return c.json(errorAnswer(NOT_FOUND_ERRORS.utilisateur), 404);
      c.var.publicPages.shopChanged(shop.idutilisateur);
      return c.json(shop, 200);
    },
  );
