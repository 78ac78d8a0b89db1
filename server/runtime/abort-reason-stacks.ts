/**
 * Formats the stack of every abort reason as the abort happens.
 *
 * V8 keeps an Error's stack unformatted until something reads it: a list of call sites, each
 * holding the `this` of its frame. React and Next abort a few controllers at the end of every
 * render from inside setImmediate callbacks (React's cacheSignal, "This render completed
 * successfully…"), so those call sites hold the Immediate, and an Immediate carries the render's
 * AsyncLocalStorage store: the request, the response and the whole page. Abort signals outlive
 * their render (a signal joined into AbortSignal.any, a listener left on a shared one), and
 * Immediates that have run still point at their neighbours in the queue, so one kept reason
 * chains many renders together: measured, every uncached page render stayed in memory
 * (vercel/next.js#97434). A formatted stack is a plain string that holds nothing.
 *
 * Installed once, at server start (instrumentation.ts). A render aborts a few controllers, so
 * formatting their stacks costs about 1 % of an uncached render's CPU (profiled on the list page):
 * the price of keeping the frames, which a real abort (a client gone) needs in the logs.
 */
const installed = Symbol.for('motomaroc.abortReasonStacks');

export function formatAbortReasonStacks(): void {
  const proto = AbortController.prototype as AbortController & { [installed]?: true };
  if (proto[installed]) return;
  const abort = proto.abort;
  proto.abort = function abortWithFormattedReason(this: AbortController, reason?: unknown) {
    // Without a reason, the signal would make its own AbortError, lazily stacked like any error.
    const settled = reason === undefined ? new DOMException('This operation was aborted', 'AbortError') : reason;
    if (settled instanceof Error) void settled.stack;
    return abort.call(this, settled);
  };
  proto[installed] = true;
}
