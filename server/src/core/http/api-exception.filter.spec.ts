import type { ArgumentsHost } from '@nestjs/common';
import { DomainRefusal, type ApiErrorBody, type RefusalKind } from '@kollab/contracts';
import { ApiExceptionFilter, REFUSAL_STATUS } from './api-exception.filter';

/** What the filter answers to `exception`: status, headers and body, as a client would read them. */
function answer(exception: unknown, language = 'de') {
  const sent: { status?: number; body?: ApiErrorBody; headers: Record<string, string> } = { headers: {} };
  const response = {
    setHeader: (name: string, value: string) => (sent.headers[name.toLowerCase()] = value),
    status: (status: number) => {
      sent.status = status;
      return { json: (body: ApiErrorBody) => (sent.body = body) };
    },
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getRequest: () => ({ headers: { 'accept-language': language } }), getResponse: () => response }),
  } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return sent;
}

describe('ApiExceptionFilter: a refusal becomes its status here, and only here', () => {
  const expected: Record<RefusalKind, number> = {
    malformed: 400,
    unauthenticated: 401,
    forbidden: 403,
    not_found: 404,
    conflict: 409,
    invalid: 422,
    throttled: 429,
    unavailable: 503,
  };

  it.each(Object.entries(expected))('%s → %i', (kind, status) => {
    expect(REFUSAL_STATUS[kind as RefusalKind]).toBe(status);
    expect(answer(new DomainRefusal(kind as RefusalKind, 'request.not_found')).status).toBe(status);
  });

  it('answers the code in the caller language and the fields at fault as texts with their values filled in', () => {
    const refusal = DomainRefusal.fields({ title: [{ key: 'validation.max_length', params: { max: 255 } }], short: ['validation.required'] });
    const sent = answer(refusal, 'en');
    expect(sent.status).toBe(422);
    expect(sent.body).toEqual({
      code: 'request.validation_failed',
      message: expect.any(String),
      errors: { title: [expect.stringContaining('255')], short: [expect.any(String)] },
    });
    expect(sent.body?.errors?.title[0]).not.toContain('{max}');
  });

  it('a rule with its own code names the field with that code', () => {
    expect(answer(DomainRefusal.invalid('portals.contact_not_found', 'contact_id')).body).toMatchObject({
      code: 'portals.contact_not_found',
      errors: { contact_id: [expect.any(String)] },
    });
  });

  it('a throttled refusal says when to try again; a request still in progress too', () => {
    const throttled = answer(DomainRefusal.throttled('request.too_many', 120));
    expect(throttled.status).toBe(429);
    expect(throttled.headers['retry-after']).toBe('120');
    const busy = answer(DomainRefusal.inProgress('request.idempotency_in_progress', 1));
    expect(busy.status).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
  });

  it('content of another organisation: 404 naming that organisation', () => {
    const sent = answer(DomainRefusal.otherAccount({ account_id: 'acc-2', account_name: 'Beispiel-AG' }));
    expect(sent.status).toBe(404);
    expect(sent.body).toMatchObject({ code: 'tenancy.other_account', account: { account_id: 'acc-2', account_name: 'Beispiel-AG' } });
  });

  it('anything else is a 500 without details', () => {
    const sent = answer(new Error('secret detail'));
    expect(sent.status).toBe(500);
    expect(sent.body).toEqual({ code: 'server.internal', message: expect.any(String) });
  });
});
