import { describe, expect, it } from 'vitest';
import type { ViewChangedMessage } from '@kollab/contracts/realtime/socket-messages';
import { isNewerPush, readItemPush } from './item-push';

interface Item {
  id: string;
  version: number;
  title: string;
}
const item = (id: string, version: number, title = id): Item => ({ id, version, title });
const message = (id: string, view: unknown) => ({ id, view }) as unknown as ViewChangedMessage;

describe('a pushed item view', () => {
  it('is read as changed, or gone when the view is null or marked deleted (deleted or revoked)', () => {
    expect(readItemPush<Item>(message('a', item('a', 3)))).toEqual({ id: 'a', kind: 'changed', view: item('a', 3) });
    expect(readItemPush<Item>(message('a', null))).toEqual({ id: 'a', kind: 'deleted', version: null });
    expect(readItemPush<Item>(message('a', { id: 'a', deleted: true, version: 4 }))).toEqual({ id: 'a', kind: 'deleted', version: 4 });
  });

  it('applies only when newer than what is shown; a deletion without a version always applies', () => {
    expect(isNewerPush({ id: 'a', kind: 'changed', view: item('a', 3) }, 2)).toBe(true);
    expect(isNewerPush({ id: 'a', kind: 'changed', view: item('a', 3) }, 3)).toBe(false);
    expect(isNewerPush({ id: 'a', kind: 'deleted', version: 2 }, 3)).toBe(false);
    expect(isNewerPush({ id: 'a', kind: 'deleted', version: null }, 3)).toBe(true);
    expect(isNewerPush({ id: 'a', kind: 'changed', view: item('a', 1) }, null)).toBe(true);
  });
});
