import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatAbortReasonStacks } from './abort-reason-stacks';

/** Counts how many stacks V8 formats (it calls prepareStackTrace on the first read of `.stack`). */
function countFormatting() {
  const counter = { formatted: 0 };
  Error.prepareStackTrace = (error: Error) => {
    counter.formatted += 1;
    return `${error.name}: ${error.message}`;
  };
  return counter;
}

describe('formatAbortReasonStacks', () => {
  const original = Error.prepareStackTrace;
  beforeAll(() => formatAbortReasonStacks());
  afterEach(() => {
    Error.prepareStackTrace = original;
  });

  it('formats the reason’s stack when the controller aborts, not later', () => {
    const counter = countFormatting();
    const reason = new Error('This render completed successfully.');
    expect(counter.formatted).toBe(0);
    const controller = new AbortController();
    controller.abort(reason);
    expect(counter.formatted).toBe(1);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(reason);
  });

  it('gives a reason-less abort the usual AbortError, already formatted', () => {
    const counter = countFormatting();
    const controller = new AbortController();
    controller.abort();
    expect(counter.formatted).toBe(1);
    expect(controller.signal.reason).toBeInstanceOf(DOMException);
    expect((controller.signal.reason as DOMException).name).toBe('AbortError');
  });

  it('leaves reasons that are not errors as they are, and installs itself once', () => {
    const installed = AbortController.prototype.abort;
    formatAbortReasonStacks();
    expect(AbortController.prototype.abort).toBe(installed);
    const counter = countFormatting();
    const controller = new AbortController();
    controller.abort('fini');
    expect(controller.signal.reason).toBe('fini');
    expect(counter.formatted).toBe(0);
    // Listeners still run, with the same reason.
    const again = new AbortController();
    let heard: unknown;
    again.signal.addEventListener('abort', () => (heard = again.signal.reason));
    again.abort('stop');
    expect(heard).toBe('stop');
  });
});
