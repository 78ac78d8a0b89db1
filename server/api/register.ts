/**
 * Called once at server start (instrumentation.ts): lib/api talks to this process's v1 app
 * in-process, or over HTTP when V1_API_URL points at a v1 deployed elsewhere; either way with the
 * address of the visitor being served (visitor-transport.ts).
 */
import 'server-only';
import { httpTransport, registerV1Transport } from '@/lib/api/transport';
import { env } from '../env';
import { logger } from '../log';
import { V1_BASE_PATH, v1App } from './app';
import { forServedVisitor } from './visitor-transport';

export function registerV1(): void {
  const { V1_API_URL } = env();
  if (V1_API_URL) {
    registerV1Transport(forServedVisitor(httpTransport(V1_API_URL)));
    logger().info({ V1_API_URL }, 'v1: over HTTP');
    return;
  }
  registerV1Transport(forServedVisitor((path, init) => Promise.resolve(v1App().request(`${V1_BASE_PATH}${path}`, init, { inProcess: true }))));
}
