import { defineConfig } from 'drizzle-kit';

// Only `npm run db:generate` uses this: it writes the SQL migrations from server/db/schema.ts.
// Migrations are applied at start by scripts/start.ts (server/db/migrate.ts), never by drizzle-kit push.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
