import { describe, expect, it } from 'vitest';
import { settle } from './settle';

/** Something that happens once per turn of the event loop, `times` times. */
function ticker(times: number) {
  const ticks = { count: 0 };
  const next = () =>
    setTimeout(() => {
      ticks.count += 1;
      if (ticks.count < times) next();
    }, 0);
  next();
  return ticks;
}

describe('settle', () => {
  it('waits until the condition holds, and no longer', async () => {
    const ticks = ticker(20);
    await settle(() => ticks.count >= 3);
    expect(ticks.count).toBeGreaterThanOrEqual(3);
    expect(ticks.count).toBeLessThan(20);
  });

  it('gives up after the timeout without throwing: the assertions after it say what was expected', async () => {
    const started = Date.now();
    await expect(settle(() => false, { timeoutMs: 30 })).resolves.toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
  });

  it('without a condition lets the given number of turns pass', async () => {
    const ticks = ticker(5);
    await settle({ turns: 5 });
    expect(ticks.count).toBe(5);
  });
});
