import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { PRESENCE_CHANGED, PRESENCE_JOIN, PRESENCE_LEAVE } from '@kollab/contracts';
import { createAppStore, type AppStore } from '../../app/store';
import { signedIn } from '../../test/session-harness';
import { sessionActions } from '../session';
import { FakeSocket } from '../realtime/realtime.fixtures';
import { usePresence } from './usePresence';
import { settle } from '../../test/settle';

// The fake socket and the saga answer within a few turns of the event loop: the waits let 5 pass (settle() lets 100).

const anna = { user_id: 'u1', name: 'Anna Berg' };
const ben = { user_id: 'u2', name: 'Ben Roth' };

let store: AppStore | null = null;
afterEach(() => {
  store?.dispatch(sessionActions.sessionEnded()); // closes the connection: no socket is left current
  store = null;
});

/** The app's store with a fake socket: usePresence talks through the realtime feature's connection. */
async function setup() {
  const sockets: FakeSocket[] = [];
  store = createAppStore({
    // the API never answers: re-reads after a reconnect neither succeed nor sign out
    deps: {
      transport: () => new Promise<never>(() => undefined),
      navigate: () => undefined,
      currentPath: () => '/tasks',
      language: () => 'de',
      clientVersion: '0.1.0',
    },
    session: signedIn(),
    onError: () => undefined,
    realtime: {
      connect: (auth) => {
        const socket = new FakeSocket(auth);
        sockets.push(socket);
        return socket;
      },
      retryDelayMs: () => 0,
    },
  });
  await act(() => settle({ turns: 5 }));
  const socket = () => sockets.at(-1) as FakeSocket;
  const joins = () => socket().emitted.filter((emit) => emit.event === PRESENCE_JOIN);
  const leaves = () =>
    socket()
      .emitted.filter((emit) => emit.event === PRESENCE_LEAVE)
      .map((emit) => emit.payload);
  const fire = async (event: string, ...args: unknown[]) => {
    act(() => socket().fire(event, ...args));
    await act(() => settle({ turns: 5 }));
  };
  const answer = async (join: number, reply: unknown) => {
    act(() => joins()[join].ack?.(reply));
    await act(() => settle({ turns: 5 }));
  };
  return { socket, joins, leaves, fire, answer };
}

describe('usePresence', () => {
  it('joins the item once connected and returns the viewers of the ack, then of every presence/changed', async () => {
    const s = await setup();
    const { result } = renderHook(() => usePresence('task', 't1'));
    await act(() => settle({ turns: 5 }));
    expect(s.joins()).toEqual([]); // not connected yet: the connect joins
    await s.fire('connect');
    expect(s.joins().map((emit) => emit.payload)).toEqual([{ kind: 'task', id: 't1' }]);
    expect(result.current).toEqual([]);

    await s.answer(0, { ok: true, viewers: [anna] });
    expect(result.current).toEqual([anna]);

    await s.fire(PRESENCE_CHANGED, { kind: 'task', id: 't1', viewers: [anna, ben] });
    expect(result.current).toEqual([anna, ben]);

    // another item's presence and malformed messages change nothing
    await s.fire(PRESENCE_CHANGED, { kind: 'task', id: 't2', viewers: [ben] });
    await s.fire(PRESENCE_CHANGED, { kind: 'protocol', id: 't1', viewers: [ben] });
    await s.fire(PRESENCE_CHANGED, { kind: 'task', id: 't1', viewers: 'nobody' });
    await s.fire(PRESENCE_CHANGED, { kind: 'task', id: 't1', viewers: [{ user_id: 7 }] });
    expect(result.current).toEqual([anna, ben]);
  });

  it('joins at once when already connected; leaves on unmount and stops listening', async () => {
    const s = await setup();
    await s.fire('connect');
    const { unmount } = renderHook(() => usePresence('protocol', 'p1'));
    await act(() => settle({ turns: 5 }));
    expect(s.joins().map((emit) => emit.payload)).toEqual([{ kind: 'protocol', id: 'p1' }]);
    expect(s.socket().listenerCount(PRESENCE_CHANGED)).toBe(1);
    unmount();
    expect(s.leaves()).toEqual([{ kind: 'protocol', id: 'p1' }]);
    expect(s.socket().listenerCount(PRESENCE_CHANGED)).toBe(0);
  });

  it('another id leaves the old item, joins the new one and shows nobody of the old one', async () => {
    const s = await setup();
    await s.fire('connect');
    const { result, rerender } = renderHook(({ id }) => usePresence('task', id), { initialProps: { id: 't1' } });
    await act(() => settle({ turns: 5 }));
    await s.answer(0, { ok: true, viewers: [anna, ben] });
    rerender({ id: 't2' });
    await act(() => settle({ turns: 5 }));
    expect(result.current).toEqual([]);
    expect(s.leaves()).toEqual([{ kind: 'task', id: 't1' }]);
    expect(s.joins().map((emit) => emit.payload)).toEqual([
      { kind: 'task', id: 't1' },
      { kind: 'task', id: 't2' },
    ]);
  });

  it('two screens of one item leave only when the last one closes', async () => {
    const s = await setup();
    await s.fire('connect');
    const first = renderHook(() => usePresence('task', 't1'));
    const second = renderHook(() => usePresence('task', 't1'));
    await act(() => settle({ turns: 5 }));
    first.unmount();
    expect(s.leaves()).toEqual([]);
    second.unmount();
    expect(s.leaves()).toEqual([{ kind: 'task', id: 't1' }]);
  });

  it('a refused join shows nobody', async () => {
    const s = await setup();
    await s.fire('connect');
    const { result } = renderHook(() => usePresence('task', 't1'));
    await act(() => settle({ turns: 5 }));
    await s.answer(0, { ok: false, code: 'request.not_found' });
    expect(result.current).toEqual([]);
  });

  it('shows nobody while disconnected and joins again after a reconnect (the server forgot the old socket)', async () => {
    const s = await setup();
    await s.fire('connect');
    const { result } = renderHook(() => usePresence('task', 't1'));
    await act(() => settle({ turns: 5 }));
    await s.answer(0, { ok: true, viewers: [anna, ben] });
    await s.fire('disconnect', 'transport close');
    expect(result.current).toEqual([]);
    expect(s.joins()).toHaveLength(1); // nothing is sent while disconnected
    await s.fire('connect');
    expect(s.joins().map((emit) => emit.payload)).toEqual([
      { kind: 'task', id: 't1' },
      { kind: 'task', id: 't1' },
    ]);
    await s.answer(1, { ok: true, viewers: [anna] });
    expect(result.current).toEqual([anna]);
    await s.answer(0, { ok: true, viewers: [anna, ben] }); // a late answer of the old connection
    expect(result.current).toEqual([anna]);
  });

  it('logging out closes the connection: nobody is shown', async () => {
    const s = await setup();
    await s.fire('connect');
    const { result } = renderHook(() => usePresence('task', 't1'));
    await act(() => settle({ turns: 5 }));
    await s.answer(0, { ok: true, viewers: [anna, ben] });
    act(() => {
      store?.dispatch(sessionActions.sessionEnded());
    });
    await act(() => settle({ turns: 5 }));
    expect(s.socket().disconnected).toBe(true);
    expect(result.current).toEqual([]);
  });
});
