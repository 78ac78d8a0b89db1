/**
 * The server process's memory and the CPU time it has used, for npm run bench:soak and monitoring;
 * our own clients only (X-App-Key).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, newRouter } from '../context';
import { requireAppKey } from '../middleware/app-key';

const MiB = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export const MemoryAnswer = z
  .object({ rss: z.number(), heapUsed: z.number(), heapTotal: z.number(), external: z.number(), arrayBuffers: z.number(), uptime: z.number(), cpu: z.number() })
  .meta({ id: 'Memoire', description: 'En Mio ; uptime et cpu (temps processeur utilisé depuis le démarrage, utilisateur et système) en secondes.' });

export const santeRoutes = newRouter().openapi(
  createRoute({
    method: 'get',
    path: '/memoire',
    tags: ['sante'],
    summary: 'Mémoire (en Mio) et temps processeur du processus qui sert le site : pour les mesures d’endurance (X-App-Key).',
    middleware: [requireAppKey] as const,
    responses: { 200: json(MemoryAnswer, 'La mémoire.'), ...errors(401) },
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
      },
      200,
    );
  },
);
