import { whenIdle } from './projections.service';

describe('whenIdle (background followers let the foreground go first)', () => {
  it('waits while a foreground follower is busy and goes on when it is done', async () => {
    const follower = { busy: true };
    setTimeout(() => (follower.busy = false), 30);
    const started = Date.now();
    await whenIdle([follower, { busy: false }], 1000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(follower.busy).toBe(false);
  });

  it('waits no longer than its bound for a follower that stays busy', async () => {
    const started = Date.now();
    await whenIdle([{ busy: true }], 40);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('goes on at once when nothing is busy', async () => {
    const started = Date.now();
    await whenIdle([{ busy: false }], 1000);
    expect(Date.now() - started).toBeLessThan(250);
  });
});
