/** How the in-process benchmarks time a piece of work: percentiles of its durations after a warm-up. */

/** The p-th percentile of sorted durations. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The median of a few figures (rounds of a benchmark): the middle one, or the mean of the two middle ones. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
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

/** Runs a benchmark's main: an error is printed and fails the command (its figures are not to be read). */
export function runBenchmark(main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
