/** The server process's memory, for npm run bench:soak and monitoring; our own clients only (X-App-Key). */
import { createRoute, z } from '@hono/zod-openapi';
import { errors, json, newRouter } from '../context';
import { requireAppKey } from '../middleware/app-key';

const MiB = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

export const MemoryAnswer = z
  .object({ rss: z.number(), heapUsed: z.number(), heapTotal: z.number(), external: z.number(), arrayBuffers: z.number(), uptime: z.number() })
  .meta({ id: 'Memoire', description: 'En Mio, et uptime en secondes.' });

export const santeRoutes = newRouter().openapi(
  createRoute({
    method: 'get',
    path: '/memoire',
    tags: ['sante'],
    summary: 'Mémoire du processus qui sert le site (en Mio) : pour les mesures d’endurance (X-App-Key).',
    middleware: [requireAppKey] as const,
    responses: { 200: json(MemoryAnswer, 'La mémoire.'), ...errors(401) },
  }),
  (c) => {
    c.header('cache-control', 'no-store');
    const memory = process.memoryUsage();
    return c.json({ rss: MiB(memory.rss), heapUsed: MiB(memory.heapUsed), heapTotal: MiB(memory.heapTotal), external: MiB(memory.external), arrayBuffers: MiB(memory.arrayBuffers), uptime: Math.round(process.uptime()) }, 200);
  },
);
