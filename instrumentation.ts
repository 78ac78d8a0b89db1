/** Runs once when the Next server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { formatAbortReasonStacks } = await import('./server/runtime/abort-reason-stacks');
    formatAbortReasonStacks();
    const { registerV1 } = await import('./server/api/register');
    registerV1();
    const { env } = await import('./server/env');
    const { registerCompressedPages } = await import('./server/cache/compressed-pages');
    registerCompressedPages(env().PAGE_CACHE_MB * 1024 * 1024);
    const { registerJobs } = await import('./server/jobs/register');
    registerJobs();
  }
}
