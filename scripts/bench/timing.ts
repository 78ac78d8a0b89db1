/** How the in-process benchmarks time a piece of work: percentiles of its durations after a warm-up. */

/** The p-th percentile of sorted durations. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** p50/p95/p99 (ms) of `run` over `iterations`, after 20 warm-up runs; `run` is given the iteration's number. */
export async function measure(iterations: number, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}
