/**
 * Data steps: changes of the data that a SQL migration cannot make because they need the app's own
 * code (reading a tyre's size from its title is lib/tyre-sizes.ts, not SQL). Each runs once, after
 * the migrations and under their lock, in a transaction that also records it in etape_donnees.
 */
import type { Db } from './client';
import { fillTyreSizesFromTitles } from './queries/tyre-sizes';
import { etapeDonnees } from './schema';

export const DATA_STEPS: readonly { nom: string; run(db: Db): Promise<unknown> }[] = [
  // Migration 0034: the tyres listed before sizes were data get theirs from their titles.
  { nom: '0034-tailles-des-pneus', run: fillTyreSizesFromTitles },
];

/** Runs the steps this database has not run yet, in order. */
export async function runDataSteps(db: Db): Promise<string[]> {
  const done = new Set((await db.select({ nom: etapeDonnees.nom }).from(etapeDonnees)).map((row) => row.nom));
  const ran: string[] = [];
  for (const step of DATA_STEPS) {
    if (done.has(step.nom)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx as unknown as Db);
      await tx.insert(etapeDonnees).values({ nom: step.nom });
    });
    ran.push(step.nom);
  }
  return ran;
}
