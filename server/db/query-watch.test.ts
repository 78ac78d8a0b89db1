/**
 * Every query of the process timed (promise and callback calls, pools and transactions), the slow
 * ones told apart, and a statement's values never kept.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/test/database';
import { observeQueries, statementSummary, watchQueries } from './query-watch';

let database: TestDatabase;
let unobserve: () => void;
const seen: { seconds: number; slow: boolean }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  unobserve = observeQueries((seconds, slow) => seen.push({ seconds, slow }));
  watchQueries(60);
});

afterAll(async () => {
  unobserve();
  watchQueries(0);
  await database.close();
});

/** What the observer hears while `run` runs. */
async function heard(run: () => Promise<unknown>) {
  seen.length = 0;
  await run();
  return [...seen];
}

describe('watchQueries', () => {
  it('times a query through the pool (pg calls the client back) and tells a slow one', async () => {
    const fast = await heard(() => database.pool.query('select 1'));
    expect(fast).toHaveLength(1);
    expect(fast[0]!.slow).toBe(false);
    const slow = await heard(() => database.pool.query('select pg_sleep(0.08)'));
    expect(slow).toHaveLength(1);
    expect(slow[0]!.slow).toBe(true);
    expect(slow[0]!.seconds).toBeGreaterThanOrEqual(0.08);
  });

  it('times Drizzle’s queries and those of a transaction (a client of the pool, promised)', async () => {
    expect(await heard(() => database.db.execute(sql`select ${'a'}::text`))).toHaveLength(1);
    const inTransaction = await heard(() => database.db.transaction(async (tx) => tx.execute(sql`select 2`)));
    // begin, the query, commit
    expect(inTransaction).toHaveLength(3);
  });

  it('times a failed query too, and the failure still reaches the caller', async () => {
    const failed = await heard(() => expect(database.pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/));
    expect(failed).toHaveLength(1);
  });

  it('wraps pg once, whatever the calls: a later call only moves the threshold', async () => {
    watchQueries(0);
    const none = await heard(() => database.pool.query('select pg_sleep(0.08)'));
    expect(none).toEqual([expect.objectContaining({ slow: false })]);
    watchQueries(60);
  });
});

describe('statementSummary', () => {
  it('keeps the statement, not its values, on one line', () => {
    expect(statementSummary("select *\n  from utilisateur where email = 'ali@example.ma' and tel = '0612345678'", 300)).toBe(
      "select * from utilisateur where email = '?' and tel = '?'",
    );
    expect(statementSummary('select * from annonce_moto where idannonce_moto = $1 limit 20', 300)).toBe(
      'select * from annonce_moto where idannonce_moto = $1 limit 20',
    );
    expect(statementSummary('update paiement set montant = 4999 where carte = 4111111111111111', 300)).toBe(
      'update paiement set montant = 4999 where carte = ?',
    );
    expect(statementSummary("select 'it''s'", 300)).toBe("select '?'");
    expect(statementSummary(`select ${'x, '.repeat(200)}1`, 40)).toHaveLength(40);
  });
});
