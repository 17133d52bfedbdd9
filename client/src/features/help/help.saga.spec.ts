import { describe, expect, it } from 'vitest';
import { fail, harness, ok } from '../../test/session-harness';
import { helpActions } from './help.slice';
import { settle } from '../../test/settle';

describe('help saga', () => {
  it('opening the drawer reads GET /v2/static/help', async () => {
    const content = { locale: 'de' as const, text: 'Willkommen', button: 'Support kontaktieren', url: 'mailto:support@kollab.example' };
    const { store, calls } = harness(() => ok(content));
    store.dispatch(helpActions.drawerOpened());
    await settle(() => store.getState().help.status === 'loaded');
    expect(calls[0].request).toMatchObject({ method: 'GET', path: '/v2/static/help' });
    expect(store.getState().help.content).toEqual(content);
  });

  it('a failure is kept for the drawer to say so', async () => {
    const { store } = harness(() => fail(500, 'boom'));
    store.dispatch(helpActions.drawerOpened());
    await settle(() => store.getState().help.status === 'failed');
    expect(store.getState().help.content).toBeNull();
  });
});
