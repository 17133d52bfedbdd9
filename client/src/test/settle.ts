/** As long as findBy… and waitFor wait (test/setup.ts). */
const SETTLE_TIMEOUT_MS = 5_000;
const SETTLE_TURNS = 100;

/** One turn of the event loop: a `setTimeout(0)`, which Node makes at least 1 ms. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The one way a spec waits for the store. The sagas, the harness's transport (test/session-harness.ts),
 * a lazily loaded feature (lib/lazy-feature.ts) and a saga's `delay` (a debounce) answer on later turns of
 * the event loop, so the spec lets the loop run, one turn at a time:
 *
 * - `await settle(() => condition)` until the condition holds, at most `timeoutMs` (5 s). It does not
 *   throw: the assertions after it say what was expected.
 * - `await settle()` lets the work in flight finish (100 turns, at least 100 ms), before asserting that
 *   something did not happen; `settle({ turns: n })` lets n turns pass (at least n ms).
 *
 * With React state in between (a rendered hook), wrap it: `await act(() => settle())`. What a page shows
 * is waited for with Testing Library instead: `await screen.findByRole(…)`, `await waitFor(…)`.
 */
export function settle(until?: () => boolean, options?: { timeoutMs?: number }): Promise<void>;
export function settle(drain: { turns: number }): Promise<void>;
export async function settle(until?: (() => boolean) | { turns: number }, { timeoutMs = SETTLE_TIMEOUT_MS } = {}): Promise<void> {
  if (typeof until !== 'function') {
    for (let turn = 0; turn < (until?.turns ?? SETTLE_TURNS); turn += 1) await nextTurn();
    return;
  }
  const deadline = Date.now() + timeoutMs;
  while (!until() && Date.now() < deadline) await nextTurn();
}
