import { describe, expect, it } from 'vitest';
import { accountLink, parseAccountLink } from './account-link';
import { isOtherAccountContent, itemErrorOf, itemErrorOfAction, withItemError } from './item-error';
import { ApiError } from './api/http';

describe('account links', () => {
  it('read the account and the target from the rest of the path, the target query, or /home', () => {
    expect(parseAccountLink('/acc/acc-1/tasks/42?tab=x')).toEqual({ accountId: 'acc-1', target: '/tasks/42?tab=x' });
    expect(parseAccountLink('/acc/acc-1?target=%2Fcontacts%2F7')).toEqual({ accountId: 'acc-1', target: '/contacts/7' });
    expect(parseAccountLink('/acc/acc-1')).toEqual({ accountId: 'acc-1', target: '/home' });
    expect(parseAccountLink('/acc/acc-1/')).toEqual({ accountId: 'acc-1', target: '/home' });
    expect(parseAccountLink('/tasks/42')).toBeNull();
    expect(parseAccountLink(null)).toBeNull();
  });

  it('never send the user to another origin or around in a loop of links', () => {
    expect(parseAccountLink('/acc/a?target=%2F%2Fevil.example')?.target).toBe('/home');
    expect(parseAccountLink('/acc/a?target=https%3A%2F%2Fevil.example')?.target).toBe('/home');
    expect(parseAccountLink('/acc/a?target=%2Facc%2Fb')?.target).toBe('/home');
  });

  it('are made back from account and path', () => {
    expect(accountLink('acc 1', '/tasks/42')).toBe('/acc/acc%201/tasks/42');
    expect(parseAccountLink(accountLink('acc-1', '/tasks/42'))).toEqual({ accountId: 'acc-1', target: '/tasks/42' });
  });
});

describe('item errors', () => {
  it('only the API’s "another account" code on a 403 or 404 counts as content of another account', () => {
    const account = { account_id: 'acc-2', account_name: 'Beispiel-AG' };
    const other = new ApiError(404, { message: 'x', code: 'tenancy.other_account', account });
    expect(isOtherAccountContent(itemErrorOf(other))).toBe(true);
    expect(isOtherAccountContent(itemErrorOf(new ApiError(404, { message: 'x', code: 'request.not_found' })))).toBe(false);
    expect(isOtherAccountContent(itemErrorOf(new ApiError(403, { message: 'x', code: 'auth.forbidden' })))).toBe(false);
    expect(isOtherAccountContent(itemErrorOf(new Error('boom')))).toBe(false);
    expect(itemErrorOfAction({ type: 't/loadFailed', ...withItemError({ id: 't' }, other) })).toEqual({
      status: 404,
      code: 'tenancy.other_account',
      account,
    });
    // the server never says so for a stream of another account (that is a plain 404 to everybody)
    expect(isOtherAccountContent(itemErrorOf(new ApiError(404, { message: 'x', code: 'tenancy.stream_account_mismatch' })))).toBe(false);
  });
});
