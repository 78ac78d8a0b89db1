/**
 * zod, as every schema of lib/schemas imports it. In the browser its JIT is off: on the first parse
 * the JIT probes `new Function`, which the pages' Content-Security-Policy (no 'unsafe-eval') refuses
 * and reports as a violation; zod then parses without it anyway. The server keeps the JIT.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
