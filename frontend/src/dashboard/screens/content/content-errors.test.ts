import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVERTISING_RULES } from '../../../generated/contract';
import { siteLocales, Translations } from '../../../lib/core';
import { ApiError } from '../../api/client';
import { CONTENT_ROLES } from '../../api/choices';
import { CONTENT_ERROR_KEYS, contentErrorKey } from './content-errors';
import { CONTENT_KINDS, CONTENT_STATES } from './documents';
import { RENDERINGS } from './site-versions';

const refused = (status: number, code: string, fields: { field: string; code: string }[] = []) =>
  new ApiError(status, code, 'refused', fields.map((f) => ({ ...f, params: {} })));

describe('a refused content step in the editor’s words', () => {
  it('tells a stale save or approval apart from a change in review', () => {
    expect(contentErrorKey(refused(409, 'stale'))).toBe('dash-content-error-stale');
    expect(contentErrorKey(refused(409, 'not_allowed'))).toBe('dash-content-error-not-allowed');
  });

  it('names the problem with the text or the note', () => {
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'json' }]))).toBe('dash-content-error-body-json');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'required' }]))).toBe('dash-content-error-body-required');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'max_length' }]))).toBe('dash-content-error-body-max-length');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'note', code: 'required' }]))).toBe('dash-content-error-note-required');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'path', code: 'format' }]))).toBe('dash-content-error-path-format');
  });

  it('says an approval published nothing when the pages could not be made', () => {
    expect(contentErrorKey(refused(503, 'publishing_unavailable'))).toBe('dash-content-error-publishing-unavailable');
    expect(contentErrorKey(refused(500, 'publishing_failed'))).toBe('dash-content-error-publishing-failed');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'unrenderable' }]))).toBe('dash-content-error-body-unrenderable');
  });

  it('says why an approval is refused while the claims check finds a phrase nobody kept', () => {
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'claims' }]))).toBe('dash-content-error-body-claims');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'overrides', code: 'required' }]))).toBe('dash-content-error-overrides-required');
  });

  it('refuses a change to a value the booking rules are built with', () => {
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'compiled' }]))).toBe('dash-content-error-body-compiled');
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'body', code: 'hours' }]))).toBe('dash-content-error-body-hours');
  });

  it('says a draft is gone when submitting finds none', () => {
    expect(contentErrorKey(refused(404, 'not_found'))).toBe('dash-content-error-not-found');
  });

  it("leaves sessions, rights and the network to the dashboard's usual messages", () => {
    expect(contentErrorKey(refused(403, 'forbidden'))).toBeNull();
    expect(contentErrorKey(refused(401, 'unauthorized'))).toBeNull();
    expect(contentErrorKey(refused(0, 'network'))).toBeNull();
    expect(contentErrorKey(refused(422, 'validation', [{ field: 'translated', code: 'invalid_choice' }]))).toBeNull();
    expect(contentErrorKey(new Error('boom'))).toBeNull();
  });
});

// Every text the content screens show, in every language: the keys written in their source, and the
// ones they build from a value (kinds, states, roles, statuses, error codes, audit events, rendering).
const i18nDir = join(__dirname, '..', '..', '..', '..', '..', 'i18n');
const sources = [
  ...readdirSync(__dirname).filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.')).map((f) => join(__dirname, f)),
  join(__dirname, '..', 'UsersScreen.tsx'),
  join(__dirname, '..', '..', 'app', 'Frame.tsx'),
];
const written = new Set(sources.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/'(dash-(?:content|nav|users|site-versions)-[a-z0-9-]+)'/g)].map((m) => m[1] ?? '')));
const built = [
  ...CONTENT_KINDS.map((k) => `dash-content-kind-${k}`),
  ...CONTENT_STATES.map((s) => `dash-content-state-${s}`),
  ...CONTENT_ROLES.map((r) => `dash-content-role-${r || 'none'}`),
  ...['draft', 'in-review', 'returned'].map((s) => `dash-content-draft-${s}`),
  ...['current', 'unchanged'].map((v) => `dash-content-translated-${v}`),
  ...['claim', ...ADVERTISING_RULES].map((r) => `dash-content-claim-rule-${r}`),
  ...['draft', 'submit', 'publish', 'return'].map((e) => `dash-event-content-${e}`),
  'dash-event-user-content-role',
  ...CONTENT_ERROR_KEYS,
  // The site versions screen: whether this server renders, and the audit log's publication and rollback.
  ...RENDERINGS.map((r) => `dash-site-versions-rendering-${r}`),
  ...['publish', 'rollback'].map((e) => `dash-event-site-${e}`),
];

describe('the content screens’ texts', () => {
  it.each(siteLocales())('are all written in %s, in valid Fluent', (locale) => {
    const texts = new Translations();
    expect(texts.add(locale, readFileSync(join(i18nDir, locale, 'dashboard.ftl'), 'utf8'))).toEqual([]);
    const known = new Set(texts.keys(locale));
    const missing = [...written, ...built].filter((key) => !known.has(key));
    expect(missing).toEqual([]);
  });
});
