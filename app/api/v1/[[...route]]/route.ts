/** Every /api/v1 request goes to the Hono v1 app. */
import { v1App } from '@/server/api/app';

function handle(request: Request): Promise<Response> {
  return Promise.resolve(v1App().fetch(request));
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
