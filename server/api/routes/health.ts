/**
 * The server process's memory, the CPU time it has used and the time its garbage collector paused
 * it, for npm run bench:soak and monitoring; our own clients only (X-App-Key).
 */
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { z } from '@hono/zod-openapi';
import { json, newRouter } from '../context';
import { routesOf } from '../route';
import { requireAppKey } from '../middleware/app-key';
import { readiness } from '../../runtime/readiness';
import { metrics } from '../../runtime/metrics';
import { sameSecret } from '../../auth/app-key';
import { env } from '../../env';
import { errorCodes } from '@/lib/errors';
import { errorAnswer } from '@/lib/errors';

const MiB = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** The collector's pauses of the main thread since this module loaded (with the v1 app). */
const collections = { pausedMs: 0, major: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    collections.pausedMs += entry.duration;
    if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) collections.major += 1;
  }
}).observe({ entryTypes: ['gc'] });

export const MemoryAnswer = z
  .object({
    rss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    external: z.number(),
    arrayBuffers: z.number(),
    uptime: z.number(),
    cpu: z.number(),
    gc: z.number(),
    gcMajor: z.number().int(),
  })
  .meta({
    id: 'Memoire',
    description:
      'En Mio ; uptime et cpu (temps processeur utilisé depuis le démarrage, utilisateur et système) en secondes ; gc : secondes pendant lesquelles le ramasse-miettes a arrêté le fil principal, gcMajor : nombre de collectes complètes (depuis le démarrage de v1).',
  });

const ComponentState = z.enum(['ok', 'indisponible']);

export const ReadinessAnswer = z.object({ pret: z.boolean(), base: ComponentState, file: ComponentState, stockage: ComponentState }).meta({
  id: 'Disponibilite',
  description:
    'pret : l’instance peut servir ; base : PostgreSQL répond ; file : la file des tâches (ses tables) répond ; stockage : le dossier des photos est accessible en écriture, ou le bucket S3 répond. Un composant qui ne répond pas en 2 s est indisponible.',
});

export const METRICS_MESSAGES = {
  disabled: 'Métriques désactivées : définissez METRICS_KEY.',
  key: 'Clé des métriques absente ou invalide.',
} as const;
export const METRICS_ERRORS = /* @__PURE__ */ errorCodes('metrics', METRICS_MESSAGES);

export const healthRoutes = newRouter()
  .openapi(
    routesOf(['sante']).get('/metriques', {
      summary:
        'Métriques de l’instance au format texte de Prometheus (requêtes, cache des pages, pool, file des tâches, paiements, modération…), avec l’en-tête Authorization: Bearer METRICS_KEY ; 404 quand METRICS_KEY n’est pas défini.',
      access: 'public',
      errors: [401, 404],
      responses: { 200: { content: { 'text/plain': { schema: z.string() } }, description: 'Les métriques (text/plain; version=0.0.4).' } },
    }),
    async (c) => {
      const key = env().METRICS_KEY;
      if (!key) return c.json(errorAnswer(METRICS_ERRORS.disabled), 404);
      const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
      if (!sameSecret(given, key)) return c.json(errorAnswer(METRICS_ERRORS.key), 401);
      const { registry } = metrics();
      c.header('cache-control', 'no-store');
      return c.text(await registry.metrics(), 200, { 'content-type': registry.contentType });
    },
  )
  .openapi(
    routesOf(['sante']).get('/pret', {
      summary:
        'Disponibilité de l’instance pour un répartiteur de charge : 200 si la base, la file des tâches et le stockage des photos répondent, 503 sinon (la page /sante dit seulement que le processus répond).',
      access: 'public',
      responses: { 200: json(ReadinessAnswer, 'Prête.'), 503: json(ReadinessAnswer, 'Un composant ne répond pas.') },
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      const answer = await readiness(c.var.primary, c.var.files);
      return answer.pret ? c.json(answer, 200) : c.json(answer, 503);
    },
  )
  .openapi(
    routesOf(['sante']).get('/memoire', {
      summary: 'Mémoire (en Mio), temps processeur et pauses du ramasse-miettes du processus qui sert le site : pour les mesures d’endurance (X-App-Key).',
      access: 'public',
      before: [requireAppKey],
      errors: [401],
      responses: { 200: json(MemoryAnswer, 'La mémoire.') },
    }),
    (c) => {
      c.header('cache-control', 'no-store');
      const memory = process.memoryUsage();
      const cpu = process.cpuUsage();
      return c.json(
        {
          rss: MiB(memory.rss),
          heapUsed: MiB(memory.heapUsed),
          heapTotal: MiB(memory.heapTotal),
          external: MiB(memory.external),
          arrayBuffers: MiB(memory.arrayBuffers),
          uptime: Math.round(process.uptime()),
          cpu: Math.round((cpu.user + cpu.system) / 1000) / 1000,
          gc: Math.round(collections.pausedMs) / 1000,
          gcMajor: collections.major,
        },
        200,
      );
    },
  );
