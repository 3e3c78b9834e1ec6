import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from './api';

describe('reading a failed answer', () => {
  it('takes the code and the field problems of our error shape', () => {
    const body = JSON.stringify({ error: { code: 'validation', message: 'invalid', fields: [{ field: 'email', code: 'email', params: {} }] } });
    const e = apiErrorFrom(422, body, null);
    expect([e.status, e.code, e.fields.map((f) => f.field)]).toEqual([422, 'validation', ['email']]);
  });

  it("keeps the status of a proxy's page", () => {
    const e = apiErrorFrom(502, '<html>Bad gateway</html>', null);
    expect([e.code, e.fields]).toEqual(['http_502', []]);
  });

  it('says how long to wait after a 429', () => {
    expect(apiErrorFrom(429, '{"error":{"code":"rate_limited","message":"slow down"}}', '30').retryAfter).toBe(30);
    expect(apiErrorFrom(429, '', 'soon').retryAfter).toBeUndefined();
  });
});
