import type { CountryView, HelpView, ListPage } from '@kollab/contracts';
import { testJwtSecret } from '../../support/auth-tokens';
import { miscCaller, type MiscCaller } from '../../support/misc-callers';
import { MiscSignaturesModule } from '../../support/misc-signatures';
import { request, startTestApp, type TestApp } from '../../support/test-app';

describe('news: help and countries over HTTP', () => {
  let t: TestApp;
  let member: MiscCaller;
  const secret = testJwtSecret();

  beforeAll(async () => {
    t = await startTestApp({ imports: [MiscSignaturesModule], env: { JWT_SECRET: secret } });
    member = await miscCaller(t, secret);
  });
  afterAll(() => t.close());

  describe('GET /api/v2/static/help', () => {
    it('answers text and button in German by default', async () => {
      const help = await member.call<HelpView>('GET', '/api/v2/static/help');
      expect(help.status).toBe(200);
      expect(help.body).toMatchObject({ locale: 'de', button: 'Support kontaktieren', url: expect.any(String) });
      expect(help.body.text).toMatch(/^Willkommen bei Kollab!/);
      expect(help.headers.get('content-language')).toBe('de');
    });

    it('answers in English with Content-Language: en', async () => {
      const help = await member.call<HelpView>('GET', '/api/v2/static/help', undefined, { 'content-language': 'en' });
      expect(help.body).toMatchObject({ locale: 'en', button: 'Contact support' });
      expect(help.body.text).toMatch(/^Welcome to Kollab!/);
    });

    it('is for signed-in members: 401 without a token, 403 without an Account signature', async () => {
      expect((await request(t.url, 'GET', '/api/v2/static/help')).status).toBe(401);
      const noAccount = await request(t.url, 'GET', '/api/v2/static/help', { headers: { authorization: member.headers.authorization } });
      expect(noAccount.status).toBe(403);
    });
  });

  describe('GET /api/v1/static_content/countries', () => {
    const countries = (headers: Record<string, string> = {}) =>
      request<ListPage<CountryView>>(t.url, 'GET', '/api/v1/static_content/countries', { headers });

    it('is public and lists every ISO 3166-1 alpha-2 country with German and English names', async () => {
      const list = await countries();
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(249);
      expect(list.body.meta).toEqual({ page: 1, limit: 249, total: 249 });
      const byCode = new Map(list.body.data.map((c) => [c.code, c]));
      expect(byCode.get('DE')).toEqual({ code: 'DE', name: 'Deutschland', names: { de: 'Deutschland', en: 'Germany' } });
      expect(byCode.get('AT')).toMatchObject({ name: 'Österreich', names: { en: 'Austria' } });
      expect(byCode.get('CH')).toMatchObject({ name: 'Schweiz', names: { en: 'Switzerland' } });
      expect(list.body.data.every((c) => /^[A-Z]{2}$/.test(c.code) && c.names.de && c.names.en)).toBe(true);
      // No groupings or user-assigned codes.
      expect(byCode.has('EU')).toBe(false);
      expect(byCode.has('XK')).toBe(false);
      expect(list.headers.get('cache-control')).toContain('public');
    });

    it('sorts by the German name by default, umlauts with their base letter', async () => {
      const names = (await countries()).body.data.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
      expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
      expect(names.indexOf('Österreich')).toBeGreaterThan(names.indexOf('Oman'));
    });

    it('names and sorts in English with Content-Language: en', async () => {
      const list = await countries({ 'content-language': 'en' });
      const names = list.body.data.map((c) => c.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
      expect(list.body.data.find((c) => c.code === 'DE')?.name).toBe('Germany');
      expect(list.headers.get('content-language')).toBe('en');
    });
  });
});
