/**
 * Work a serving process does once it has stopped taking requests, before it exits: sending its
 * last traces. Next awaits it in its SIGTERM and Ctrl-C cleanup, after closing its server (fix 6 of
 * scripts/patch-next.mjs); v1 on its own (scripts/v1-server.ts) does the same. Each hook gets at
 * most BEFORE_EXIT_MS: a collector that does not answer must not hold a stop.
 */
const RUN = Symbol.for('motomaroc.beforeExit');
const HOOKS = Symbol.for('motomaroc.beforeExitHooks');
export const BEFORE_EXIT_MS = 3_000;

type Hook = () => Promise<unknown>;
// On the global object: Next may bundle this module more than once (instrumentation, routes).
const registry = globalThis as { [RUN]?: () => Promise<void>; [HOOKS]?: Set<Hook> };
const hooks = (registry[HOOKS] ??= new Set<Hook>());

/** Runs every hook, each bounded in time; never rejects. */
export async function runBeforeExit(): Promise<void> {
  await Promise.allSettled(
    [...hooks].map((hook) => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, BEFORE_EXIT_MS);
        timer.unref();
      });
      // Called in a promise: a hook that throws at once is settled like one that rejects.
      return Promise.race([Promise.resolve().then(hook), deadline]).finally(() => clearTimeout(timer));
    }),
  );
}

/** Adds `hook` to the work done before exit; answers how to take it back. */
export function beforeExit(hook: Hook): () => void {
  hooks.add(hook);
  registry[RUN] ??= runBeforeExit;
  return () => hooks.delete(hook);
}
