/** Runs once when the Next server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { formatAbortReasonStacks } = await import('./server/runtime/abort-reason-stacks');
    formatAbortReasonStacks();
    const { env } = await import('./server/env');
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { observeProcess } = await import('./server/runtime/observability');
      await observeProcess(env());
    }
    const { registerV1 } = await import('./server/api/register');
    registerV1();
    // A stuck server is ended so that npm start's supervisor replaces it; not under a debugger
    // (next dev) nor during the build.
    if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build' && env().EVENT_LOOP_STALL_S > 0) {
      const { startEventLoopWatchdog } = await import('./server/runtime/event-loop-watchdog');
      startEventLoopWatchdog({ stalledMs: env().EVENT_LOOP_STALL_S * 1000 });
    }
    if (process.env.NEXT_PHASE !== 'phase-production-build' && env().REQUEST_LOG === 'on') {
      const [{ logHttpRequests }, { requestLogger }] = await Promise.all([import('./server/runtime/http-request-log'), import('./server/log')]);
      logHttpRequests(requestLogger());
    }
    const { registerCompressedPages } = await import('./server/cache/compressed-pages');
    registerCompressedPages(env().PAGE_CACHE_MB * 1024 * 1024);
    const { registerJobs } = await import('./server/jobs/register');
    registerJobs();
  }
}
