/** Applies the migrations and, on an empty marketplace, the demo data. */
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { isEmptyMarketplace, seedDemo, seedReferenceData } from '../../server/db/seed';
import { refreshSearchViews } from '../../server/db/queries/search';

export async function prepareDatabase(url: string, options: { uploadsDir: string; say: (message: string) => void }) {
  const database = openDatabase(url, { max: 2, applicationName: 'motomaroc-setup' });
  try {
    await migrateDatabase(database.pool);
    if (await isEmptyMarketplace(database.db)) {
      const started = Date.now();
      options.say('empty database: seeding the demo data and drawing its pictures (first start only)…');
      const summary = await seedDemo(database.db, { uploadsDir: options.uploadsDir });
      options.say(
        `demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.users} users, ${summary.motos} moto and ${summary.equipements} equipment listings, ${summary.pictures} pictures`,
      );
    } else {
      // New reference rows (a city, a brand, a synonym) added since the last start, and the
      // search's suggestions read again with them.
      await seedReferenceData(database.db);
      await refreshSearchViews(database.db);
    }
  } finally {
    await database.close();
  }
}
