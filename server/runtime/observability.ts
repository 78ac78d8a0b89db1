/**
 * What a serving process (Next, or v1 on its own) watches of itself from its start: its queries
 * (timed for the metrics, slow ones logged) and, when a collector is set, its traces.
 */
import 'server-only';
import { watchQueries } from '../db/query-watch';
import type { Env } from '../env';
import { metrics } from './metrics';
import { startTracing, tracingSettings } from './tracing';

export async function observeProcess(config: Env): Promise<void> {
  const tracing = tracingSettings(config);
  // Before the first query: the query spans need the provider.
  if (tracing) await startTracing(tracing);
  watchQueries(config.SLOW_QUERY_MS);
  // The metrics hear the queries from now on, the job workers' included, not from v1's first request.
  metrics();
}
