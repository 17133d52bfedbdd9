import { describe, expect, it } from 'vitest';
import type { RealtimeSocket } from '../realtime';
import { countPushes, isCountPush, type SocketSource } from './inbox-pushes';
import { fakeSocket } from './inbox.fixtures';
import type { CountPush } from './inbox.slice';

/** A socket source whose socket the spec changes (a reconnect sets a socket again). */
function source(first: RealtimeSocket | null): SocketSource & { set(next: RealtimeSocket | null): void } {
  let current = first;
  const listeners = new Set<(socket: RealtimeSocket | null) => void>();
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      current = next;
      listeners.forEach((listener) => listener(next));
    },
  };
}

describe('the count pushes', () => {
  it('takes only well-formed pushes', () => {
    expect(isCountPush({ account_id: 'acc-1', count: 3, position: 9 })).toBe(true);
    expect(isCountPush({ account_id: 'acc-1', count: '3', position: 9 })).toBe(false);
    expect(isCountPush(null)).toBe(false);
  });

  it('hears the socket connected now and the one of a later connection, and none after closing', () => {
    const [one, two] = [fakeSocket(), fakeSocket()];
    const sockets = source(one.socket);
    const channel = countPushes(sockets);
    const heard: CountPush[] = [];
    const listen = () => channel.take((push) => heard.push(push as CountPush));
    listen();
    one.countPush('acc-1', 1);
    sockets.set(two.socket);
    listen();
    one.countPush('acc-1', 2); // the old socket is no longer heard
    two.countPush('acc-1', 3);
    channel.close();
    two.countPush('acc-1', 4);
    expect(heard.map((push) => push.count)).toEqual([1, 3]);
  });
});
