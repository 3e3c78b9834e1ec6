// Shared by the dashboard-content-*.spec.ts files: staff of a server of their own (own-server.ts) signed
// in through the dashboard or through the API, a FAQ's answer changed in its JSON text, and the public
// FAQ page read by a new visitor.
import { expect, request, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Locale } from './helpers';
import { createStaff, signInFirstTime, totp, type StaffAccount } from './dashboard-support';
import type { OwnServer } from './own-server';

type Role = 'admin' | 'staff';
type ContentRole = 'editor' | 'reviewer';

export interface SignedIn {
  account: StaffAccount;
  /** A browser of the staff member's own, signed in, its dashboard in `locale` (pages: `context.newPage()`). */
  context: BrowserContext;
}

/** A new account on `clinic`, signed in for the first time through the dashboard in its own browser context. */
export async function signedIn(browser: Browser, clinic: OwnServer, locale: Locale, role: Role, contentRole?: ContentRole): Promise<SignedIn> {
  const account = createStaff(role, undefined, { contentRole, databaseUrl: clinic.databaseUrl });
  const context = await browser.newContext({ baseURL: clinic.base, locale });
  const page = await context.newPage();
  await signInFirstTime(page, locale, account);
  // The dashboard keeps its language in the context's storage: later pages open in it too.
  await page.close();
  return { account, context };
}

export interface ApiSession {
  api: APIRequestContext;
  headers: Record<string, string>;
}

/** A new account on `clinic`, signed in through the API (for what another person does meanwhile). */
export async function apiSession(clinic: OwnServer, role: Role, contentRole?: ContentRole): Promise<ApiSession> {
  const account = createStaff(role, undefined, { contentRole, databaseUrl: clinic.databaseUrl });
  const api = await request.newContext({ baseURL: clinic.base, extraHTTPHeaders: { origin: clinic.base } });
  const first = await api.post('/api/admin/session', { data: account });
  expect(first.status()).toBe(200);
  const { secret } = (await first.json()) as { secret: string };
  const second = await api.post('/api/admin/session/totp', { data: { code: totp(secret) } });
  expect(second.status()).toBe(200);
  return { api, headers: { 'x-csrf-token': ((await second.json()) as { csrfToken: string }).csrfToken } };
}

/** A FAQ file's text with the answer at `index` replaced, formatted as the content files are. */
export function withAnswer(json: string, index: number, answer: string): string {
  const faq = JSON.parse(json) as { answer: string }[];
  faq[index]!.answer = answer;
  return `${JSON.stringify(faq, null, 2)}\n`;
}

/** Another editor's change to `path` (its text changed by `change`), submitted and approved by a reviewer:
 *  published as the next revision, with its site version. */
export async function publishThroughApi(editor: ApiSession, reviewer: ApiSession, path: string, change: (body: string) => string) {
  const doc = (await (await editor.api.get(`/api/admin/content/document?path=${encodeURIComponent(path)}`)).json()) as { body: string; revision: number };
  const saved = await editor.api.put('/api/admin/content/draft', { headers: editor.headers, data: { path, body: change(doc.body), baseRevision: doc.revision } });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await editor.api.post('/api/admin/content/submit', { headers: editor.headers, data: { path } })).status()).toBe(200);
  const approved = await reviewer.api.post('/api/admin/content/review', { headers: reviewer.headers, data: { path, decision: 'approve', note: '' } });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The public FAQ page at `path` as a new visitor reads it (a fresh browser: no page from its cache), its
 *  first question opened; answers the first question's element. */
export async function firstAnswerAsVisitor(browser: Browser, clinic: OwnServer, path: string): Promise<{ page: Page; first: ReturnType<Page['locator']> }> {
  const context = await browser.newContext({ baseURL: clinic.base });
  const page = await context.newPage();
  await page.goto(path);
  const first = page.locator('main details').first();
  await first.locator('summary').click();
  return { page, first };
}
