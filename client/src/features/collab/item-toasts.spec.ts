import { describe, expect, it } from 'vitest';
import { itemToasts, STALE_CODE } from './item-toasts';

describe('itemToasts', () => {
  it('a success by its text key, a refusal by its code; a stale version warns with the feature’s text', () => {
    const toasts = itemToasts('offers');
    expect(toasts.success('saved')).toEqual({ meta: { notice: { severity: 'success', message: 'offers:toasts.saved' } } });
    expect(toasts.failure('offers.offer_not_found')).toEqual({ meta: { notice: { severity: 'error', code: 'offers.offer_not_found' } } });
    expect(toasts.failure(STALE_CODE)).toEqual({ meta: { notice: { severity: 'warning', message: 'offers:toasts.stale' } } });
    expect(toasts.stale()).toEqual(toasts.failure(STALE_CODE));
  });
});
