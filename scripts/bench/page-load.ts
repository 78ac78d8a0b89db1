/** One autocannon run of a page, as the page benchmarks measure it (50 connections). */
import autocannon from 'autocannon';

export interface Run {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** requests answered */
  total: number;
}

export interface Page {
  name: string;
  path: string;
  /** the n-th address never asked before that shows the same page (the render-cost run) */
  fresh?: (n: number) => string;
  /** request headers, e.g. a browser's Accept-Encoding (autocannon sends none: pages go uncompressed) */
  headers?: Record<string, string>;
  /** which page of the run it is compared with, and the share of its rate it must reach (if any) */
  versus?: { page: string; target?: number };
  /** measured only in the render-cost run */
  uncachedOnly?: boolean;
}

/** Numbers the fresh addresses of the whole process: a page measured again never meets an address it was asked under. */
let freshCount = 0;

export async function load(base: string, page: Page, seconds: number, fresh: boolean): Promise<Run> {
  const vary = fresh ? page.fresh : undefined;
  const result = await autocannon({
    url: `${base}${page.path}`,
    headers: page.headers,
    connections: 50,
    duration: seconds,
    requests: vary ? [{ setupRequest: (request) => ({ ...request, path: vary(freshCount++) }) }] : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}
