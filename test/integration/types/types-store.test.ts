import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ClaimTreeLock } from '@kollab/server/contexts/types/store/claim-tree-lock';
import { namesNotIn, TypeNameReservations } from '@kollab/server/contexts/types/store/type-name-reservations';
import { TYPES_SCHEMA } from '@kollab/server/contexts/types/store/types.schema';
import { availableDrivers, openDriver, type OpenedDriver } from '../../support/sql-drivers';
import { DomainRefusal } from '@kollab/contracts';

// The two tables that hold rules across types, against real PGlite and PostgreSQL: name
// reservations (unique titles and prefixes) and the claim-tree lease.
describe.each(availableDrivers())('types store tables (%s)', (driver) => {
  let db: OpenedDriver;
  let reservations: TypeNameReservations;
  let lock: ClaimTreeLock;

  beforeAll(async () => {
    db = await openDriver(driver);
    await db.sql.exec(TYPES_SCHEMA);
    reservations = new TypeNameReservations(db.sql);
    lock = new ClaimTreeLock(db.sql);
  });
  afterAll(() => db?.close());

  const holders = async (account: string) =>
    db.sql.query<{ field: string; value: string; type_id: string }>(
      'SELECT field, value, type_id FROM types_name_reservations WHERE account_id = $1 ORDER BY field, value',
      [account],
    );

  describe('name reservations', () => {
    it('lets exactly one of many concurrent requests take a title, whatever its case and blanks', async () => {
      const account = randomUUID();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, (_, i) =>
          reservations.reserve(account, 'contact', `type-${i}`, { title: i % 2 ? ' KUNDE ' : 'kunde', short: `K${i}` }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      for (const result of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(result.reason).toBeInstanceOf(DomainRefusal);
        expect(result.reason).toMatchObject({ kind: 'conflict', code: 'types.title_taken', errors: { title: [{ key: 'types.title_taken' }] } });
      }
      // All or nothing: the losers' prefixes were rolled back with their titles.
      const rows = await holders(account);
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.type_id)).size).toBe(1);
    });

    it('keeps kinds and accounts apart, and counts a name the type holds already as its own', async () => {
      const account = randomUUID();
      await reservations.reserve(account, 'task', 'a', { title: 'Aufgabe', short: 'AUF' });
      await reservations.reserve(account, 'task', 'a', { title: 'AUFGABE', short: 'auf' });
      await reservations.reserve(account, 'protocol', 'b', { title: 'Aufgabe', short: 'AUF' });
      await reservations.reserve(randomUUID(), 'task', 'c', { title: 'Aufgabe', short: 'AUF' });
      await expect(reservations.reserve(account, 'task', 'd', { title: 'Andere', short: 'Auf' })).rejects.toMatchObject({
        code: 'types.short_taken',
        errors: { short: [{ key: 'types.short_taken' }] },
      });
      expect(await holders(account)).toEqual([
        { field: 'short', value: 'auf', type_id: 'a' },
        { field: 'short', value: 'auf', type_id: 'b' },
        { field: 'title', value: 'aufgabe', type_id: 'a' },
        { field: 'title', value: 'aufgabe', type_id: 'b' },
      ]);
    });

    it('releases only what the type holds', async () => {
      const account = randomUUID();
      await reservations.reserve(account, 'claim', 'a', { title: 'Lieferung' });
      await reservations.release(account, 'claim', 'b', { title: 'Lieferung' });
      expect(await holders(account)).toHaveLength(1);
      await reservations.release(account, 'claim', 'a', { title: ' LIEFERUNG ' });
      expect(await holders(account)).toEqual([]);
      await reservations.reserve(account, 'claim', 'b', { title: 'Lieferung' });
      await reservations.releaseAll(account, 'b');
      expect(await holders(account)).toEqual([]);
    });

    it('compares names as typeNameKey when working out what a change takes and gives up', () => {
      expect(namesNotIn({ title: ' kunde ', short: 'KN' }, { title: 'Kunde', short: 'KD' })).toEqual({ short: 'KN' });
      expect(namesNotIn({ title: 'Kunde' }, {})).toEqual({ title: 'Kunde' });
      expect(namesNotIn({}, { title: 'Kunde' })).toEqual({});
    });
  });

  describe('claim-tree lease', () => {
    it('runs the tree changes of one account one after another, and of two accounts side by side', async () => {
      const account = randomUUID();
      const other = randomUUID();
      const spans: Array<{ account: string; start: number; end: number }> = [];
      const work = (of: string) => async () => {
        const start = performance.now();
        await sleep(40);
        spans.push({ account: of, start, end: performance.now() });
      };
      await Promise.all([
        lock.hold(account, work(account)),
        lock.hold(account, work(account)),
        lock.hold(account, work(account)),
        lock.hold(other, work(other)),
      ]);
      const mine = spans.filter((span) => span.account === account).sort((a, b) => a.start - b.start);
      expect(mine).toHaveLength(3);
      for (let i = 1; i < mine.length; i++) expect(mine[i].start).toBeGreaterThanOrEqual(mine[i - 1].end);
      const theirs = spans.find((span) => span.account === other)!;
      expect(theirs.start).toBeLessThan(mine[mine.length - 1].start);
    });

    it('gives the lease back when the work fails', async () => {
      const account = randomUUID();
      await expect(lock.hold(account, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      await expect(lock.hold(account, async () => 'next')).resolves.toBe('next');
      expect(await db.sql.query('SELECT 1 FROM types_claim_tree_locks WHERE account_id = $1', [account])).toEqual([]);
    });

    it('takes over a lease whose holder died (expired)', async () => {
      const account = randomUUID();
      await db.sql.query(`INSERT INTO types_claim_tree_locks (account_id, holder, expires_at) VALUES ($1, 'dead', now() - interval '1 second')`, [
        account,
      ]);
      await expect(lock.hold(account, async () => 'taken over')).resolves.toBe('taken over');
    });
  });
});
