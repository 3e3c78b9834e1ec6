#!/usr/bin/env node
// A local stand-in for the LINE Messaging API, LINE Login v2.1 and the WhatsApp Cloud API. The real
// services cannot be reached from the test machines, so the clinic server's tests point its base URLs
// here. It answers the providers' real paths with their authentication, validation, error bodies and
// status codes, records every request it receives, and sends webhooks back to the clinic signed exactly
// as the platforms sign them. Tests steer it through /__sandbox/… (README.md beside this file).
//
// Run: `node tests/providers/sandbox.mjs`; it prints one line, {"port":N}, once it listens.
// Dependency-free on purpose (node:http, node:crypto, node:url): it must run before any install.

import http from 'node:http';
import crypto from 'node:crypto';
import { URL, URLSearchParams, fileURLToPath } from 'node:url';

// ───────────────────────────── settings and constants ─────────────────────────────

export function settingsFromEnv(env = process.env) {
  // `||`, not `??`: an exported-but-empty variable means "use the default" in CI files.
  return {
    port: Number(env.SANDBOX_PORT || 0),
    lineToken: env.LINE_CHANNEL_ACCESS_TOKEN || 'line-token',
    lineSecret: env.LINE_CHANNEL_SECRET || 'line-secret',
    loginChannelId: env.LINE_LOGIN_CHANNEL_ID || '1650000000',
    loginSecret: env.LINE_LOGIN_CHANNEL_SECRET || 'login-secret',
    waToken: env.WHATSAPP_TOKEN || 'wa-token',
    waPhoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || '109000000000001',
    waAppSecret: env.WHATSAPP_APP_SECRET || 'wa-app-secret',
    clinicBaseUrl: env.CLINIC_BASE_URL || null,
  };
}

const MAX_BODY_BYTES = 1024 * 1024;
const REPLY_TOKEN_TTL_MS = 60_000;
const AUTH_CODE_TTL_MS = 10 * 60_000;
const ID_TOKEN_TTL_S = 3600;
const ACCESS_TOKEN_TTL_S = 2_592_000;
const STATUS_GAP_MS = 50;
const CLINIC_TIMEOUT_MS = 5000;
const IDLE_WAIT_MS = 5000;

const LINE_USER_ID = /^U[0-9a-f]{32}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WA_NUMBER = /^\d{8,15}$/;

// Fixed identities, derived from a label so they are stable across runs and machines.
export const LINE_BOT_USER_ID = `U${sha256Hex('clinic-sandbox:line-bot').slice(0, 32)}`;
export const LINE_TEST_USER_ID = `U${sha256Hex('clinic-sandbox:line-test-user').slice(0, 32)}`;
export const WHATSAPP_BUSINESS_ACCOUNT_ID = '102000000000001';
export const WHATSAPP_DISPLAY_PHONE_NUMBER = '15550000000';

const DEFAULT_TEMPLATES = ['visit_reminder', 'reminders_linked', 'visit_questions', 'aftercare_checkin'];
const TEMPLATE_LANGUAGES = new Set(['zh_TW', 'en', 'ja', 'ko', 'es', 'ar', 'hi']);
const LINE_MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'location', 'sticker', 'template', 'imagemap', 'flex'];
// Events LINE gives a reply token (in "active" mode).
const REPLYABLE_EVENTS = new Set(['message', 'postback', 'follow', 'join', 'memberJoined', 'beacon', 'accountLink', 'things']);

const WEBHOOK_TARGETS = {
  line: { path: '/api/webhooks/line', header: 'X-Line-Signature', userAgent: 'LineBotWebhook/2.0' },
  whatsapp: { path: '/api/webhooks/whatsapp', header: 'X-Hub-Signature-256', userAgent: 'facebookexternalua' },
};

// ───────────────────────────── small helpers ─────────────────────────────

function sha256Hex(text) {
  return crypto.createHash('sha256').update(text).digest('hex');
}

function hmacSha256(key, data, encoding) {
  return crypto.createHmac('sha256', key).update(data).digest(encoding);
}

const randomHex = (bytes) => crypto.randomBytes(bytes).toString('hex');
const randomToken = (bytes) => crypto.randomBytes(bytes).toString('base64url');
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const isNonEmptyString = (v) => typeof v === 'string' && v.length > 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function randomDigits(length) {
  let digits = String(1 + crypto.randomInt(9));
  while (digits.length < length) digits += crypto.randomInt(10);
  return digits;
}

// A ULID (what LINE uses for webhookEventId): 10 Crockford base32 characters of time, 16 of randomness.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
function ulid(ms) {
  let time = '';
  for (let t = ms, i = 0; i < 10; i += 1, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  return time + [...crypto.randomBytes(16)].map((b) => CROCKFORD[b % 32]).join('');
}

// Meta signs its webhook payloads in its own JSON escaping: non-ASCII as \uXXXX with lowercase hex, and
// "/", "<", "%", "@" escaped too (Graph webhooks and Messenger docs). A receiver that re-serialises the
// parsed JSON before checking the signature fails on such bodies, as it would against Meta.
function metaJson(value) {
  return JSON.stringify(value).replace(/[\u0080-\uffff/<%@]/g, (c) =>
    c === '/' ? '\\/' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function isHttpUrl(text) {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const scopesOf = (scope) => String(scope ?? '').split(/\s+/).filter(Boolean);

// ───────────────────────────── answers ─────────────────────────────
// Handlers return an answer ({status, json | html, headers}); one place writes it and records it.

const json = (status, body, headers = {}) => ({ status, json: body, headers });
const html = (status, body) => ({ status, html: body, headers: {} });
const redirect = (location) => ({ status: 302, headers: { location } });

// A control request the sandbox refuses: 400 unless said otherwise.
class ControlError extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}

// ───────────────────────────── state ─────────────────────────────

function createState(settings) {
  return {
    epoch: 0, // bumped by /__sandbox/reset so status chains already running stop
    clockOffsetMs: 0,
    config: {
      clinicBaseUrl: settings.clinicBaseUrl ? settings.clinicBaseUrl.replace(/\/+$/, '') : null,
      whatsappAutoStatuses: true,
      whatsappAutoRead: false,
    },
    requests: [],
    webhooks: [],
    failures: [], // injected answers: {service, path, status, body, headers, times}
    friends: new Map(), // LINE userId → {friend, displayName?, language?}; absent = friend
    retryKeys: new Map(), // accepted X-Line-Retry-Key → {requestId, sentMessages}
    replyTokens: new Map(), // replyToken → {issuedAt, userId, used}
    authCodes: new Map(), // LINE Login code → {redirectUri, nonce, scope, userId, issuedAt, used}
    notOnWhatsApp: new Set(),
    templates: new Map(DEFAULT_TEMPLATES.map((name) => [name, {}])), // name → {bodyParameters?}
    pending: new Set(), // status-webhook chains still running
  };
}

export function createSandbox(settings) {
  return { settings, ...createState(settings) };
}

const now = (sb) => Date.now() + sb.clockOffsetMs;

function isFriend(sb, userId) {
  return sb.friends.get(userId)?.friend ?? true;
}

function profileOf(sb, userId) {
  const entry = sb.friends.get(userId) ?? {};
  return {
    displayName: entry.displayName ?? 'Test Patient',
    language: entry.language ?? 'en',
    pictureUrl: `https://profile.line-scdn.net/0h${userId.slice(1, 25)}`,
  };
}

function setFriend(sb, userId, friend) {
  sb.friends.set(userId, { ...sb.friends.get(userId), friend });
}

// ───────────────────────────── request plumbing ─────────────────────────────

// Resolves to the body, or null when it is over the limit (read to the end so the 413 can be sent).
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseBody(raw, contentType = '') {
  if (raw.length === 0) return { value: null };
  const text = raw.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return { value: Object.fromEntries(new URLSearchParams(text)), form: true };
  }
  try {
    return { value: JSON.parse(text) };
  } catch {
    return { value: text };
  }
}

function serviceOf(path) {
  if (path === '/__sandbox' || path.startsWith('/__sandbox/')) return 'control';
  if (path.startsWith('/v2/bot/')) return 'line';
  if (path.startsWith('/oauth2/v2.1/')) return 'login';
  if (/^\/v\d+\.\d+(\/|$)/.test(path)) return 'whatsapp';
  return null;
}

function recordOf(ctx) {
  const headers = {};
  for (const name of ['authorization', 'x-line-retry-key', 'content-type']) {
    if (ctx.req.headers[name] !== undefined) headers[name] = ctx.req.headers[name];
  }
  return {
    service: ctx.service,
    method: ctx.method,
    path: ctx.path,
    query: ctx.query,
    headers,
    body: ctx.body,
    status: null,
    injected: false,
    at: now(ctx.sb),
  };
}

function writeAnswer(res, answer, service) {
  const headers = { ...answer.headers };
  let payload = '';
  if (answer.html !== undefined) {
    headers['content-type'] = 'text/html; charset=utf-8';
    payload = answer.html;
  } else if (answer.json !== undefined) {
    headers['content-type'] = 'application/json; charset=utf-8';
    payload = service === 'whatsapp' ? metaJson(answer.json) : JSON.stringify(answer.json);
  }
  res.writeHead(answer.status, headers);
  res.end(payload);
}

const PROVIDERS = { line: lineMessagingApi, login: lineLogin, whatsapp: whatsappApi };

async function handle(sb, req, res) {
  const url = new URL(req.url, 'http://sandbox.invalid');
  const service = serviceOf(url.pathname);
  const raw = await readBody(req);
  const parsed = raw === null ? { value: null } : parseBody(raw, req.headers['content-type']);
  const ctx = {
    sb,
    req,
    service,
    method: req.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: parsed.value,
    form: parsed.form === true,
  };
  if (service === 'control') return writeAnswer(res, raw === null ? tooLarge(null) : await control(ctx), service);
  if (service === null) return writeAnswer(res, json(404, { message: 'Not found' }), service);

  ctx.record = recordOf(ctx);
  sb.requests.push(ctx.record);
  // LINE puts a request id on every answer; push remembers it for the retry key.
  ctx.requestId = service === 'whatsapp' ? undefined : crypto.randomUUID();
  const answer = raw === null ? tooLarge(service) : (injectedAnswer(ctx) ?? PROVIDERS[service](ctx));
  if (ctx.requestId) answer.headers = { 'x-line-request-id': ctx.requestId, ...answer.headers };
  ctx.record.status = answer.status;
  writeAnswer(res, answer, service);
}

function tooLarge(service) {
  if (service === 'whatsapp') return graphError(413, 1, '(#1) Request body is too large');
  if (service === null) return json(413, { error: `request body over ${MAX_BODY_BYTES} bytes` });
  return json(413, { message: 'Request entity too large' });
}

// ───────────────────────────── failure injection ─────────────────────────────

function ruleMatches(rule, ctx) {
  const service = rule.service === ctx.service || (rule.service === 'line' && ctx.service === 'login');
  // For WhatsApp a rule may name the edge only ("/messages"), whatever the version and phone-number id.
  const path = rule.path === ctx.path || (ctx.service === 'whatsapp' && ctx.path.endsWith(rule.path));
  return service && path;
}

function injectedAnswer(ctx) {
  const rule = ctx.sb.failures.find((r) => ruleMatches(r, ctx));
  if (!rule) return null;
  rule.times -= 1;
  if (rule.times <= 0) ctx.sb.failures.splice(ctx.sb.failures.indexOf(rule), 1);
  ctx.record.injected = true;
  const body = rule.body ?? defaultFailureBody(ctx.service, rule.status);
  return json(rule.status, body, { ...rule.headers });
}

// What each platform answers for the usual injected statuses when the test gives no body.
function defaultFailureBody(service, status) {
  if (service === 'whatsapp') {
    const known = {
      429: [130429, '(#130429) Rate limit hit'],
      500: [131000, '(#131000) Something went wrong'],
      503: [2, '(#2) Service temporarily unavailable'],
    };
    const [code, message] = known[status] ?? [1, '(#1) An unknown error occurred'];
    return graphError(status, code, message).json;
  }
  const messages = {
    429: 'The API rate limit has been exceeded. Try again later.',
    500: 'An error occurred in the internal server.',
  };
  return { message: messages[status] ?? 'An error occurred.' };
}

// ───────────────────────────── LINE Messaging API ─────────────────────────────

function lineError(status, message, headers) {
  return json(status, { message }, headers);
}

function hasBearer(req, token) {
  return /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] === token;
}

function lineMessagingApi(ctx) {
  if (!hasBearer(ctx.req, ctx.sb.settings.lineToken)) {
    return lineError(401, 'Authentication failed. Confirm that the access token in the authorization header is valid.');
  }
  if (ctx.method === 'POST' && ctx.path === '/v2/bot/message/push') return linePush(ctx);
  if (ctx.method === 'POST' && ctx.path === '/v2/bot/message/reply') return lineReply(ctx);
  const profile = /^\/v2\/bot\/profile\/([^/]+)$/.exec(ctx.path);
  if (ctx.method === 'GET' && profile) return lineProfile(ctx, profile[1]);
  return lineError(404, 'Not found');
}

function linePush(ctx) {
  const { sb, body } = ctx;
  const retryKey = ctx.req.headers['x-line-retry-key'];
  if (retryKey !== undefined && !UUID.test(retryKey)) {
    return lineError(400, "The value of the 'X-Line-Retry-Key' header must be a UUID");
  }
  const accepted = retryKey && sb.retryKeys.get(retryKey.toLowerCase());
  if (accepted) {
    return json(
      409,
      { message: 'The retry key is already accepted', sentMessages: accepted.sentMessages },
      { 'x-line-accepted-request-id': accepted.requestId },
    );
  }
  const problems = lineRequestProblems(body, 'push');
  if (problems) return problems;
  const sentMessages = body.messages.map(sentMessage);
  if (retryKey) sb.retryKeys.set(retryKey.toLowerCase(), { requestId: ctx.requestId, sentMessages });
  // Like LINE: a push to someone who blocked the account (or never added it) is accepted, not delivered.
  ctx.record.delivered = isFriend(sb, body.to);
  return json(200, { sentMessages });
}

function lineReply(ctx) {
  const { sb, body } = ctx;
  // LINE rejects the retry key on every API but push, multicast, narrowcast and broadcast.
  if (ctx.req.headers['x-line-retry-key'] !== undefined) {
    return lineError(400, 'The X-Line-Retry-Key header is not supported by this API');
  }
  const problems = lineRequestProblems(body, 'reply');
  if (problems) return problems;
  const token = sb.replyTokens.get(body.replyToken);
  if (!token || token.used || now(sb) - token.issuedAt > REPLY_TOKEN_TTL_MS) {
    return lineError(400, 'Invalid reply token');
  }
  token.used = true;
  ctx.record.delivered = token.userId ? isFriend(sb, token.userId) : true;
  return json(200, { sentMessages: body.messages.map(sentMessage) });
}

function lineProfile(ctx, userId) {
  if (!LINE_USER_ID.test(userId) || !isFriend(ctx.sb, userId)) return lineError(404, 'Not found');
  const { displayName, pictureUrl, language } = profileOf(ctx.sb, userId);
  return json(200, { userId, displayName, pictureUrl, language });
}

function sentMessage() {
  return { id: randomDigits(18), quoteToken: randomToken(48) };
}

// ── LINE request validation: collects every problem, answered as LINE does ("N error(s)" + details).

function lineRequestProblems(body, kind) {
  if (!isObject(body)) return lineError(400, 'The request body has to be a JSON object');
  const details = [];
  const add = (message, property) => details.push({ message, property });
  if (kind === 'push') {
    if (!isNonEmptyString(body.to)) add('May not be empty', 'to');
    else if (!LINE_USER_ID.test(body.to)) add('Must be a user ID: "U" and 32 hexadecimal digits', 'to');
  } else if (!isNonEmptyString(body.replyToken)) {
    add('May not be empty', 'replyToken');
  }
  checkMessages(body.messages, add);
  if (body.notificationDisabled !== undefined && typeof body.notificationDisabled !== 'boolean') {
    add('Must be a boolean', 'notificationDisabled');
  }
  if (details.length === 0) return null;
  return json(400, { message: `The request body has ${details.length} error(s)`, details });
}

function checkString(add, value, property, max, { optional = false } = {}) {
  if ((value === undefined || value === null) && optional) return;
  if (!isNonEmptyString(value)) add('May not be empty', property);
  else if (value.length > max) add(`Length must be between 0 and ${max}`, property);
}

function checkMessages(messages, add) {
  if (messages === undefined || messages === null) return add('May not be empty', 'messages');
  if (!Array.isArray(messages) || messages.length < 1 || messages.length > 5) {
    return add('Size must be between 1 and 5', 'messages');
  }
  messages.forEach((message, i) => checkMessage(message, `messages[${i}]`, add));
}

function checkMessage(message, at, add) {
  if (!isObject(message)) return add('May not be empty', at);
  if (message.type === 'text') checkString(add, message.text, `${at}.text`, 5000);
  else if (message.type === 'template') checkTemplateMessage(message, at, add);
  else if (LINE_MESSAGE_TYPES.includes(message.type)) add('Not supported by the sandbox (text and template only)', `${at}.type`);
  else add(`Must be one of the following values: [${LINE_MESSAGE_TYPES.join(', ')}]`, `${at}.type`);
  if (message.quickReply !== undefined) checkQuickReply(message.quickReply, `${at}.quickReply`, add);
}

function checkTemplateMessage(message, at, add) {
  checkString(add, message.altText, `${at}.altText`, 400);
  const template = message.template;
  if (!isObject(template)) return add('May not be empty', `${at}.template`);
  if (template.type !== 'buttons') {
    return add('Not supported by the sandbox (buttons templates only)', `${at}.template.type`);
  }
  const hasHeader = template.title != null || template.thumbnailImageUrl != null;
  checkString(add, template.title, `${at}.template.title`, 40, { optional: true });
  checkString(add, template.thumbnailImageUrl, `${at}.template.thumbnailImageUrl`, 2000, { optional: true });
  // LINE allows 160 characters of text, 60 once the template has a title or an image.
  checkString(add, template.text, `${at}.template.text`, hasHeader ? 60 : 160);
  const actions = template.actions;
  if (!Array.isArray(actions) || actions.length < 1 || actions.length > 4) {
    add('Size must be between 1 and 4', `${at}.template.actions`);
  } else {
    actions.forEach((action, i) => checkAction(action, `${at}.template.actions[${i}]`, add, ['postback', 'uri']));
  }
  if (template.defaultAction !== undefined) {
    checkAction(template.defaultAction, `${at}.template.defaultAction`, add, ['postback', 'uri']);
  }
}

function checkQuickReply(quickReply, at, add) {
  const items = quickReply?.items;
  if (!Array.isArray(items) || items.length < 1 || items.length > 13) {
    return add('Size must be between 1 and 13', `${at}.items`);
  }
  items.forEach((item, i) => checkAction(item?.action, `${at}.items[${i}].action`, add, ['postback', 'uri', 'message']));
}

function checkAction(action, at, add, allowed) {
  if (!isObject(action)) return add('May not be empty', at);
  if (!allowed.includes(action.type)) return add(`Must be one of the following values: [${allowed.join(', ')}]`, `${at}.type`);
  checkString(add, action.label, `${at}.label`, 20);
  if (action.type === 'postback') {
    checkString(add, action.data, `${at}.data`, 300);
    checkString(add, action.displayText, `${at}.displayText`, 300, { optional: true });
  } else if (action.type === 'uri') {
    checkString(add, action.uri, `${at}.uri`, 1000);
    if (isNonEmptyString(action.uri) && !/^(https?|line|tel):/.test(action.uri)) add('Invalid URI scheme', `${at}.uri`);
  } else {
    checkString(add, action.text, `${at}.text`, 300);
  }
}

// ───────────────────────────── LINE webhooks ─────────────────────────────

function issueReplyToken(sb, userId) {
  const replyToken = randomHex(16);
  sb.replyTokens.set(replyToken, { issuedAt: now(sb), userId, used: false });
  return replyToken;
}

// Fills the common fields LINE puts on every event; what the test gave wins. `genuine`: signed with
// the right key, i.e. sent by "LINE" rather than forged by the test.
function completeLineEvent(sb, input, genuine) {
  const { userId, ...event } = input;
  const filled = {
    ...event,
    webhookEventId: event.webhookEventId ?? ulid(now(sb)),
    deliveryContext: event.deliveryContext ?? { isRedelivery: false },
    timestamp: event.timestamp ?? now(sb),
    mode: event.mode ?? 'active',
  };
  const source = event.source ?? (userId ? { type: 'user', userId } : undefined);
  if (source) filled.source = source;
  if (REPLYABLE_EVENTS.has(filled.type) && filled.mode === 'active' && filled.replyToken === undefined) {
    filled.replyToken = issueReplyToken(sb, source?.userId);
  }
  if (filled.type === 'message' && filled.message?.type === 'text' && filled.message.quoteToken === undefined) {
    filled.message = { ...filled.message, quoteToken: randomToken(48) };
  }
  if (filled.type === 'follow' && filled.follow === undefined) filled.follow = { isUnblocked: false };
  if (genuine) followFriendship(sb, filled);
  return filled;
}

// A follow or unfollow LINE reports also changes what push and profile see afterwards.
function followFriendship(sb, event) {
  const userId = event.source?.userId;
  if (!userId) return;
  if (event.type === 'follow') setFriend(sb, userId, true);
  if (event.type === 'unfollow') setFriend(sb, userId, false);
}

function lineSignature(secret, body) {
  return hmacSha256(secret, body, 'base64');
}

function metaSignature(secret, body) {
  return `sha256=${hmacSha256(secret, body, 'hex')}`;
}

// sign: true (the right key), false (no header), "wrong" (a different key: same shape, wrong value).
function signatureFor(sign, compute, secret, body) {
  if (sign === false) return null;
  return compute(sign === 'wrong' ? `not-${secret}` : secret, body);
}

// Checks what every webhook request shares before anything is built (building has side effects).
function webhookRequest(ctx, contentKey, contentValid) {
  requireClinic(ctx.sb);
  const body = objectBody(ctx);
  if (![undefined, true, false, 'wrong'].includes(body.sign)) throw new ControlError('sign must be true, false or "wrong"');
  if (body.raw !== undefined) {
    if (typeof body.raw !== 'string') throw new ControlError('raw must be a string');
  } else if (!contentValid(body[contentKey])) {
    throw new ControlError(`expected {${contentKey}: …} or {raw: "…"}`);
  }
  return body;
}

// ───────────────────────────── calls to the clinic ─────────────────────────────

function httpCall({ method, url, headers, body }) {
  return new Promise((resolve) => {
    const target = new URL(url);
    if (target.protocol !== 'http:') return resolve({ error: `only http:// clinic URLs are supported: ${url}` });
    const allHeaders = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
    const req = http.request(target, { method, headers: allHeaders, agent: false, timeout: CLINIC_TIMEOUT_MS }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${CLINIC_TIMEOUT_MS} ms`)));
    req.on('error', (err) => resolve({ error: err.message }));
    req.end(body);
  });
}

// Every call is kept for GET /__sandbox/webhooks, answered or not.
async function callClinic(sb, { service, kind, method = 'POST', query = '', sent, signature = null }) {
  const target = WEBHOOK_TARGETS[service];
  const base = sb.config.clinicBaseUrl;
  const url = base ? `${base}${target.path}${query}` : null;
  const headers = { 'user-agent': target.userAgent };
  if (sent !== undefined) headers['content-type'] = 'application/json';
  if (signature !== null) headers[target.header] = signature;
  const result = url ? await httpCall({ method, url, headers, body: sent }) : { error: 'clinicBaseUrl is not set' };
  sb.webhooks.push({
    service,
    kind,
    method,
    url,
    sent: sent ?? null,
    signature,
    status: result.status ?? null,
    body: result.body ?? null,
    ...(result.error && { error: result.error }),
    at: now(sb),
  });
  return result;
}

async function deliverWebhook(sb, { service, kind, sent, signature }) {
  requireClinic(sb);
  const result = await callClinic(sb, { service, kind, sent, signature });
  if (result.error) return json(502, { status: null, error: result.error, sent, signature });
  return json(200, { status: result.status, body: result.body, sent, signature });
}

function requireClinic(sb) {
  if (!sb.config.clinicBaseUrl) {
    throw new ControlError('clinicBaseUrl is not set: start with CLINIC_BASE_URL or POST /__sandbox/config {clinicBaseUrl}', 409);
  }
}

// ───────────────────────────── LINE Login v2.1 ─────────────────────────────

function lineLogin(ctx) {
  const route = `${ctx.method} ${ctx.path}`;
  if (route === 'GET /oauth2/v2.1/authorize') return authorizePage(ctx);
  if (route === 'POST /oauth2/v2.1/authorize/approve') return authorizeApprove(ctx);
  if (route === 'POST /oauth2/v2.1/authorize/cancel') return authorizeCancel(ctx);
  if (route === 'POST /oauth2/v2.1/token') return issueTokens(ctx);
  if (route === 'POST /oauth2/v2.1/verify') return verifyIdToken(ctx);
  return json(404, { message: 'Not found' });
}

// The checks access.line.me makes before showing its consent screen; the first problem found, or null.
function authorizeProblem(sb, p) {
  if (p.response_type !== 'code') return 'response_type must be "code"';
  if (p.client_id !== sb.settings.loginChannelId) {
    return `client_id "${p.client_id ?? ''}" is not this LINE Login channel (${sb.settings.loginChannelId})`;
  }
  if (!isHttpUrl(p.redirect_uri)) return 'redirect_uri must be an http(s) URL';
  if (!isNonEmptyString(p.state)) return 'state is required';
  if (!scopesOf(p.scope).includes('openid')) return 'scope must include openid';
  if (p.bot_prompt !== undefined && !['normal', 'aggressive'].includes(p.bot_prompt)) {
    return 'bot_prompt must be "normal" or "aggressive"';
  }
  // PKCE: LINE supports S256 only.
  if (p.code_challenge !== undefined && p.code_challenge_method !== 'S256') return 'code_challenge_method must be "S256"';
  return null;
}

function authorizePage(ctx) {
  const problem = authorizeProblem(ctx.sb, ctx.query);
  return problem ? html(400, errorPage(problem)) : html(200, consentPage(ctx.query));
}

const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'state',
  'scope',
  'nonce',
  'bot_prompt',
  'code_challenge',
  'code_challenge_method',
];

function consentPage(query) {
  const hidden = AUTHORIZE_FIELDS.filter((name) => query[name] !== undefined)
    .map((name) => `    <input type="hidden" name="${name}" value="${escapeHtml(query[name])}">`)
    .join('\n');
  // Real LINE offers the official account only when the request asked for it with bot_prompt.
  const friendOption = query.bot_prompt
    ? `    <p><input type="checkbox" id="addFriend" name="addFriend" value="on" checked>
      <label for="addFriend">Add the clinic's official account as a friend</label></p>\n`
    : '';
  return htmlPage(
    'Log in with LINE',
    `  <h1>Log in with LINE</h1>
  <p>Sandbox stand-in for access.line.me. Channel ${escapeHtml(query.client_id)} asks for: ${escapeHtml(query.scope)}.</p>
  <form method="post" action="/oauth2/v2.1/authorize/approve">
${hidden}
    <p><label for="userId">LINE user</label>
      <input id="userId" name="userId" value="${LINE_TEST_USER_ID}" required pattern="U[0-9a-f]{32}" autocomplete="off"></p>
${friendOption}    <button type="submit">Allow</button>
    <button type="submit" formaction="/oauth2/v2.1/authorize/cancel" formnovalidate>Cancel</button>
  </form>`,
  );
}

function errorPage(problem) {
  return htmlPage('LINE Login error', `  <h1>400 Bad Request</h1>\n  <p>${escapeHtml(problem)}</p>`);
}

function htmlPage(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function authorizeApprove(ctx) {
  const f = isObject(ctx.body) ? ctx.body : {};
  const userProblem = LINE_USER_ID.test(f.userId ?? '') ? null : 'userId must be "U" and 32 lowercase hexadecimal digits';
  const problem = authorizeProblem(ctx.sb, f) ?? userProblem;
  if (problem) return html(400, errorPage(problem));
  return redirect(
    loginRedirect(ctx.sb, {
      redirectUri: f.redirect_uri,
      state: f.state,
      nonce: f.nonce,
      scope: f.scope,
      userId: f.userId,
      codeChallenge: f.code_challenge,
      offerFriend: f.bot_prompt !== undefined,
      addFriend: f.addFriend !== undefined, // an unticked checkbox is not sent at all
    }),
  );
}

function authorizeCancel(ctx) {
  const f = isObject(ctx.body) ? ctx.body : {};
  const problem = authorizeProblem(ctx.sb, f);
  if (problem) return html(400, errorPage(problem));
  const location = new URL(f.redirect_uri);
  location.searchParams.set('error', 'access_denied');
  location.searchParams.set('error_description', 'The resource owner denied the request.');
  location.searchParams.set('state', f.state);
  return redirect(location.href);
}

// Issues the one-time code and builds the callback URL, as LINE does once the user allowed the login.
function loginRedirect(sb, { redirectUri, state, nonce, scope, userId, codeChallenge, offerFriend, addFriend }) {
  const code = randomHex(10);
  const grant = { redirectUri, nonce, scope: scope ?? 'openid profile', userId, codeChallenge, issuedAt: now(sb), used: false };
  sb.authCodes.set(code, grant);
  const location = new URL(redirectUri);
  location.searchParams.set('code', code);
  location.searchParams.set('state', state);
  // LINE adds friendship_status_changed only when the request carried bot_prompt.
  if (offerFriend) {
    const changed = addFriend && !isFriend(sb, userId);
    if (addFriend) setFriend(sb, userId, true);
    location.searchParams.set('friendship_status_changed', String(changed));
  }
  return location.href;
}

const oauthError = (error, description) => json(400, { error, error_description: description });

function issueTokens(ctx) {
  const { sb } = ctx;
  if (!ctx.form) return oauthError('invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
  const f = ctx.body;
  if (f.grant_type !== 'authorization_code') return oauthError('unsupported_grant_type', 'unsupported grant_type');
  if (f.client_id !== sb.settings.loginChannelId) return oauthError('invalid_client', 'invalid client_id');
  if (f.client_secret !== sb.settings.loginSecret) return oauthError('invalid_client', 'invalid client_secret');
  const grant = sb.authCodes.get(f.code ?? '');
  if (!grant || grant.used || now(sb) - grant.issuedAt > AUTH_CODE_TTL_MS) {
    return oauthError('invalid_grant', 'invalid authorization code');
  }
  if (grant.redirectUri !== f.redirect_uri) return oauthError('invalid_grant', 'redirect_uri does not match');
  if (grant.codeChallenge !== undefined && s256(f.code_verifier ?? '') !== grant.codeChallenge) {
    return oauthError('invalid_grant', 'invalid code_verifier');
  }
  grant.used = true;
  return json(200, {
    access_token: randomToken(96),
    expires_in: ACCESS_TOKEN_TTL_S,
    id_token: signJwt(idTokenClaims(sb, grant), sb.settings.loginSecret),
    refresh_token: randomToken(15),
    scope: grant.scope,
    token_type: 'Bearer',
  });
}

const s256 = (verifier) => crypto.createHash('sha256').update(verifier).digest('base64url');

function idTokenClaims(sb, grant) {
  const iat = Math.floor(now(sb) / 1000);
  const claims = {
    iss: 'https://access.line.me',
    sub: grant.userId,
    aud: sb.settings.loginChannelId,
    exp: iat + ID_TOKEN_TTL_S,
    iat,
  };
  if (grant.nonce) claims.nonce = grant.nonce;
  claims.amr = ['linesso'];
  // name and picture come only with the profile scope, as on LINE.
  if (scopesOf(grant.scope).includes('profile')) {
    const profile = profileOf(sb, grant.userId);
    claims.name = profile.displayName;
    claims.picture = profile.pictureUrl;
  }
  return claims;
}

// LINE signs web-login ID tokens HS256 with the channel secret.
function signJwt(claims, secret) {
  const header = Buffer.from(JSON.stringify({ typ: 'JWT', alg: 'HS256' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${hmacSha256(secret, `${header}.${payload}`, 'base64url')}`;
}

function readJwt(token, secret) {
  const parts = String(token).split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  if (hmacSha256(secret, `${header}.${payload}`, 'base64url') !== signature) return null;
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'HS256') return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return isObject(claims) ? claims : null;
  } catch {
    return null;
  }
}

function verifyIdToken(ctx) {
  const { sb } = ctx;
  if (!ctx.form) return oauthError('invalid_request', 'Content-Type must be application/x-www-form-urlencoded');
  const f = ctx.body;
  if (!isNonEmptyString(f.id_token)) return oauthError('invalid_request', 'id_token is required');
  if (!isNonEmptyString(f.client_id)) return oauthError('invalid_request', 'client_id is required');
  const claims = readJwt(f.id_token, sb.settings.loginSecret);
  if (!claims) return oauthError('invalid_request', 'Invalid IdToken.');
  if (claims.exp * 1000 <= now(sb)) return oauthError('invalid_request', 'IdToken expired.');
  if (claims.aud !== f.client_id) return oauthError('invalid_request', 'Invalid IdToken Audience.');
  if (f.nonce !== undefined && claims.nonce !== f.nonce) return oauthError('invalid_request', 'Invalid IdToken Nonce.');
  if (f.user_id !== undefined && claims.sub !== f.user_id) {
    return oauthError('invalid_request', 'Invalid IdToken Subject Identifier.');
  }
  return json(200, claims);
}

// ───────────────────────────── WhatsApp Cloud API ─────────────────────────────

function graphError(status, code, message, { type = 'OAuthException', subcode, details } = {}) {
  const error = { message, type, code };
  if (subcode !== undefined) error.error_subcode = subcode;
  if (details !== undefined) error.error_data = { messaging_product: 'whatsapp', details };
  error.fbtrace_id = randomToken(17).slice(0, 23);
  return json(status, { error });
}

const invalidParameter = (details) => graphError(400, 100, '(#100) Invalid parameter', { details });
const requiredParameter = (name) => graphError(400, 100, `(#100) The parameter ${name} is required.`);
const missingParameter = (details) => graphError(400, 131008, '(#131008) Required parameter is missing', { details });

function graphToken(ctx) {
  return /^Bearer\s+(.+)$/i.exec(ctx.req.headers.authorization ?? '')?.[1] ?? ctx.query.access_token;
}

function whatsappApi(ctx) {
  const { sb } = ctx;
  if (graphToken(ctx) !== sb.settings.waToken) {
    const message = 'Invalid OAuth access token - Cannot parse access token';
    return {
      ...graphError(401, 190, message),
      headers: { 'www-authenticate': `OAuth "Facebook Platform" "invalid_token" "${message}"` },
    };
  }
  const [, , objectId = '', edge, ...rest] = ctx.path.split('/');
  if (ctx.method !== 'POST' || objectId !== sb.settings.waPhoneNumberId || edge !== 'messages' || rest.length) {
    return unsupportedRequest(ctx.method, objectId);
  }
  return sendWhatsAppMessage(ctx);
}

// What Graph answers for an unknown object id (a wrong phone-number id) or an unknown edge.
function unsupportedRequest(method, objectId) {
  return graphError(
    400,
    100,
    `Unsupported ${method.toLowerCase()} request. Object with ID '${objectId}' does not exist, ` +
      'cannot be loaded due to missing permissions, or does not support this operation. ' +
      'Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api',
    { type: 'GraphMethodException', subcode: 33 },
  );
}

function sendWhatsAppMessage(ctx) {
  const { sb } = ctx;
  // Graph reads an unparsable body as no parameters at all.
  const body = isObject(ctx.body) ? ctx.body : {};
  const problem = whatsappMessageProblem(sb, body);
  if (problem) return problem;
  const wamid = `wamid.${Buffer.from(`${body.to}:${randomHex(16)}`).toString('base64')}`;
  // Like Meta: a number that is not on WhatsApp is accepted now and fails later, in a status webhook.
  const reachable = !sb.notOnWhatsApp.has(body.to);
  ctx.record.delivered = reachable;
  scheduleStatuses(sb, wamid, body.to, reachable);
  const message = { id: wamid };
  if (body.type === 'template') message.message_status = 'accepted';
  return json(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [message] });
}

function whatsappMessageProblem(sb, body) {
  if (body.messaging_product === undefined) return requiredParameter('messaging_product');
  if (body.messaging_product !== 'whatsapp') {
    return graphError(400, 100, `(#100) Param messaging_product must be one of {WHATSAPP} - got "${body.messaging_product}".`);
  }
  if (body.to === undefined) return requiredParameter('to');
  if (typeof body.to !== 'string' || !WA_NUMBER.test(body.to)) {
    return invalidParameter('to must be a phone number of 8 to 15 digits, country code first (sandbox rule)');
  }
  const type = body.type ?? 'text'; // the Cloud API's default type
  if (type === 'text') return textProblem(body.text);
  if (type === 'template') return templateProblem(sb, body.template);
  return invalidParameter(`message type ${type} is not supported by the sandbox (text and template only)`);
}

function textProblem(text) {
  if (!isObject(text) || text.body === undefined) return requiredParameter("text['body']");
  if (!isNonEmptyString(text.body)) return invalidParameter("text['body'] must be a non-empty string");
  if (text.body.length > 4096) return graphError(400, 100, "(#100) Param text['body'] must be at most 4096 characters long.");
  return null;
}

function templateProblem(sb, template) {
  if (!isObject(template)) return requiredParameter('template');
  if (!isNonEmptyString(template.name)) return requiredParameter("template['name']");
  if (!isObject(template.language) || !isNonEmptyString(template.language.code)) {
    return requiredParameter("template['language']['code']");
  }
  const approved = sb.templates.get(template.name);
  if (!approved || !TEMPLATE_LANGUAGES.has(template.language.code)) {
    // Meta answers 132001 with HTTP 404 (its error-code table: "Template does not exist").
    return graphError(404, 132001, '(#132001) Template name does not exist in the translation', {
      details: `template name (${template.name}) does not exist in ${template.language.code}`,
    });
  }
  return componentsProblem(template.components, approved);
}

function componentsProblem(components, approved) {
  if (components !== undefined && !Array.isArray(components)) {
    return invalidParameter("template['components'] must be an array");
  }
  const list = components ?? [];
  const buttonIndexes = new Set();
  for (const [i, component] of list.entries()) {
    const at = `template['components'][${i}]`;
    const problem =
      !isObject(component) || !['header', 'body', 'button'].includes(component.type)
        ? invalidParameter(`${at}['type'] must be one of {HEADER, BODY, BUTTON}`)
        : component.type === 'button'
          ? buttonProblem(component, at, buttonIndexes)
          : textParametersProblem(component.parameters, at);
    if (problem) return problem;
  }
  return parameterCountProblem(list, approved);
}

function textParametersProblem(parameters, at) {
  if (!Array.isArray(parameters)) return missingParameter(`Parameter ${at}['parameters'] is required`);
  for (const [i, parameter] of parameters.entries()) {
    const p = `${at}['parameters'][${i}]`;
    if (!isObject(parameter) || parameter.type === undefined) return missingParameter(`Parameter ${p}['type'] is required`);
    if (parameter.type !== 'text') {
      return invalidParameter(`${p}['type'] ${parameter.type} is not supported by the sandbox (text only)`);
    }
    if (!isNonEmptyString(parameter.text)) return missingParameter(`Parameter ${p}['text'] is required`);
  }
  return null;
}

function buttonProblem(button, at, seenIndexes) {
  if (!['quick_reply', 'url'].includes(button.sub_type)) {
    return invalidParameter(`${at}['sub_type'] must be one of {QUICK_REPLY, URL}`);
  }
  // Meta documents index as a string 0–9 (up to ten buttons); numbers are accepted too.
  const index = String(button.index ?? '');
  if (!/^\d$/.test(index)) return invalidParameter(`${at}['index'] must be 0 to 9`);
  if (seenIndexes.has(index)) return invalidParameter(`${at}['index'] ${index} is given twice`);
  seenIndexes.add(index);
  const parameters = button.parameters;
  if (!Array.isArray(parameters) || parameters.length !== 1) {
    return missingParameter(`Parameter ${at}['parameters'] must hold exactly one parameter`);
  }
  const [parameter] = parameters;
  const p = `${at}['parameters'][0]`;
  if (button.sub_type === 'quick_reply') {
    if (parameter?.type !== 'payload') return invalidParameter(`${p}['type'] must be payload for a quick reply`);
    if (!isNonEmptyString(parameter.payload)) return missingParameter(`Parameter ${p}['payload'] is required`);
    if (parameter.payload.length > 1000) return invalidParameter(`${p}['payload'] must be at most 1000 characters`);
  } else {
    if (parameter?.type !== 'text') return invalidParameter(`${p}['type'] must be text for a URL button`);
    if (!isNonEmptyString(parameter.text)) return missingParameter(`Parameter ${p}['text'] is required`);
  }
  return null;
}

// Only for templates registered with their body parameter count (POST /__sandbox/whatsapp/templates).
function parameterCountProblem(components, approved) {
  if (approved.bodyParameters === undefined) return null;
  const body = components.find((c) => c.type === 'body');
  const given = body ? body.parameters.length : 0;
  if (given === approved.bodyParameters) return null;
  return graphError(400, 132000, '(#132000) Number of parameters does not match the expected number of params', {
    details:
      `body: number of localizable_params (${given}) ` +
      `does not match the expected number of params (${approved.bodyParameters})`,
  });
}

// ───────────────────────────── WhatsApp webhooks ─────────────────────────────

function whatsappEnvelope(sb, value) {
  const { messages, contacts, statuses, ...rest } = value;
  const filled = {
    messaging_product: 'whatsapp',
    metadata: { display_phone_number: WHATSAPP_DISPLAY_PHONE_NUMBER, phone_number_id: sb.settings.waPhoneNumberId },
    ...rest,
  };
  if (Array.isArray(messages)) {
    const complete = messages.map((m) => completeIncomingMessage(sb, m));
    filled.contacts = contacts ?? contactsFor(complete);
    filled.messages = complete;
  } else if (contacts !== undefined) {
    filled.contacts = contacts;
  }
  if (statuses !== undefined) filled.statuses = statuses;
  return {
    object: 'whatsapp_business_account',
    entry: [{ id: WHATSAPP_BUSINESS_ACCOUNT_ID, changes: [{ value: filled, field: 'messages' }] }],
  };
}

function completeIncomingMessage(sb, message) {
  return {
    id: `wamid.${Buffer.from(`${message.from ?? ''}:${randomHex(16)}`).toString('base64')}`,
    timestamp: unixSeconds(sb),
    ...message,
  };
}

function contactsFor(messages) {
  const senders = [...new Set(messages.map((m) => m.from).filter(Boolean))];
  return senders.map((from) => ({ profile: { name: 'Test' }, wa_id: from }));
}

const unixSeconds = (sb) => String(Math.floor(now(sb) / 1000));

function statusEvent(sb, wamid, to, status) {
  const event = { id: wamid, status, timestamp: unixSeconds(sb), recipient_id: to };
  if (status === 'failed') {
    event.errors = [
      {
        code: 131026,
        title: 'Message undeliverable',
        message: 'Message undeliverable',
        error_data: { details: 'Message Undeliverable: the number is not on WhatsApp (sandbox).' },
      },
    ];
  }
  return event;
}

// sent → delivered (→ read), or failed; each its own signed webhook, in order, STATUS_GAP_MS apart.
function scheduleStatuses(sb, wamid, to, reachable) {
  if (!sb.config.whatsappAutoStatuses) return;
  const steps = reachable ? ['sent', 'delivered', ...(sb.config.whatsappAutoRead ? ['read'] : [])] : ['failed'];
  const epoch = sb.epoch;
  const chain = (async () => {
    for (const status of steps) {
      await sleep(STATUS_GAP_MS);
      if (sb.epoch !== epoch) return;
      const sent = metaJson(whatsappEnvelope(sb, { statuses: [statusEvent(sb, wamid, to, status)] }));
      const signature = metaSignature(sb.settings.waAppSecret, sent);
      await callClinic(sb, { service: 'whatsapp', kind: 'status', sent, signature });
    }
  })();
  sb.pending.add(chain);
  chain.finally(() => sb.pending.delete(chain));
}

// ───────────────────────────── control API ─────────────────────────────

const CONTROL_ROUTES = {
  'GET /__sandbox/health': () => json(200, { ok: true }),
  'GET /__sandbox/config': (ctx) => json(200, configView(ctx.sb)),
  'POST /__sandbox/config': updateConfig,
  'POST /__sandbox/reset': reset,
  'POST /__sandbox/clock': advanceClock,
  'GET /__sandbox/idle': waitIdle,
  'GET /__sandbox/requests': listRequests,
  'DELETE /__sandbox/requests': (ctx) => clearList(ctx.sb.requests),
  'GET /__sandbox/webhooks': (ctx) => json(200, { webhooks: ctx.sb.webhooks }),
  'DELETE /__sandbox/webhooks': (ctx) => clearList(ctx.sb.webhooks),
  'POST /__sandbox/fail': addFailure,
  'DELETE /__sandbox/fail': (ctx) => clearList(ctx.sb.failures),
  'POST /__sandbox/line/friends': setLineFriend,
  'POST /__sandbox/line/login': shortcutLogin,
  'POST /__sandbox/line/webhook': sendLineWebhook,
  'POST /__sandbox/line/resend': (ctx) => resendWebhook(ctx, 'line'),
  'POST /__sandbox/whatsapp/numbers': setWhatsAppNumber,
  'POST /__sandbox/whatsapp/templates': addWhatsAppTemplates,
  'POST /__sandbox/whatsapp/webhook': sendWhatsAppWebhook,
  'POST /__sandbox/whatsapp/resend': (ctx) => resendWebhook(ctx, 'whatsapp'),
  'POST /__sandbox/whatsapp/verify': verifyWhatsAppWebhook,
};

async function control(ctx) {
  const route = CONTROL_ROUTES[`${ctx.method} ${ctx.path}`];
  if (!route) return json(404, { error: `no control route ${ctx.method} ${ctx.path}` });
  try {
    return await route(ctx);
  } catch (err) {
    if (err instanceof ControlError) return json(err.status, { error: err.message });
    throw err;
  }
}

function objectBody(ctx) {
  if (ctx.body === null) return {};
  if (!isObject(ctx.body)) throw new ControlError('the body must be a JSON object');
  return ctx.body;
}

function clearList(list) {
  list.length = 0;
  return json(200, { ok: true });
}

function configView(sb) {
  return {
    ...sb.config,
    now: now(sb),
    lineBotUserId: LINE_BOT_USER_ID,
    lineTestUserId: LINE_TEST_USER_ID,
    lineLoginChannelId: sb.settings.loginChannelId,
    whatsappPhoneNumberId: sb.settings.waPhoneNumberId,
    whatsappBusinessAccountId: WHATSAPP_BUSINESS_ACCOUNT_ID,
    whatsappDisplayPhoneNumber: WHATSAPP_DISPLAY_PHONE_NUMBER,
  };
}

function updateConfig(ctx) {
  const body = objectBody(ctx);
  const known = ['clinicBaseUrl', 'whatsappAutoStatuses', 'whatsappAutoRead'];
  const unknown = Object.keys(body).filter((k) => !known.includes(k));
  if (unknown.length) throw new ControlError(`unknown config keys: ${unknown.join(', ')}`);
  // Plain http only: the clinic under test listens locally, and node:https is not used here.
  if (body.clinicBaseUrl !== undefined && body.clinicBaseUrl !== null && !/^http:\/\/[^/]/.test(String(body.clinicBaseUrl))) {
    throw new ControlError('clinicBaseUrl must be an http:// URL or null');
  }
  for (const key of ['whatsappAutoStatuses', 'whatsappAutoRead']) {
    if (body[key] !== undefined && typeof body[key] !== 'boolean') throw new ControlError(`${key} must be a boolean`);
  }
  const next = { ...body };
  if (typeof next.clinicBaseUrl === 'string') next.clinicBaseUrl = next.clinicBaseUrl.replace(/\/+$/, '');
  Object.assign(ctx.sb.config, next);
  return json(200, configView(ctx.sb));
}

// Back to the state at start-up (config from the environment), for tests sharing one sandbox.
function reset(ctx) {
  const epoch = ctx.sb.epoch + 1;
  Object.assign(ctx.sb, createState(ctx.sb.settings), { epoch });
  return json(200, { ok: true });
}

function advanceClock(ctx) {
  const { advanceMs } = objectBody(ctx);
  if (!Number.isFinite(advanceMs) || advanceMs < 0) throw new ControlError('advanceMs must be a number ≥ 0');
  ctx.sb.clockOffsetMs += advanceMs;
  return json(200, { now: now(ctx.sb) });
}

// Waits until the automatic status webhooks already started have all been sent.
async function waitIdle(ctx) {
  const deadline = Date.now() + IDLE_WAIT_MS;
  while (ctx.sb.pending.size > 0 && Date.now() < deadline) await sleep(10);
  return json(200, { idle: ctx.sb.pending.size === 0 });
}

function listRequests(ctx) {
  const { service, path } = ctx.query;
  const requests = ctx.sb.requests.filter((r) => (!service || r.service === service) && (!path || r.path === path));
  return json(200, { requests });
}

function addFailure(ctx) {
  const { service, path, status, body, headers, times = 1 } = objectBody(ctx);
  if (!['line', 'login', 'whatsapp'].includes(service)) throw new ControlError('service must be "line", "login" or "whatsapp"');
  if (typeof path !== 'string' || !path.startsWith('/')) throw new ControlError('path must start with "/"');
  if (!Number.isInteger(status) || status < 200 || status > 599) throw new ControlError('status must be an HTTP status');
  if (body !== undefined && !isObject(body)) throw new ControlError('body must be a JSON object');
  if (headers !== undefined && !isObject(headers)) throw new ControlError('headers must be an object');
  if (!Number.isInteger(times) || times < 1) throw new ControlError('times must be a positive integer');
  ctx.sb.failures.push({ service, path, status, body, headers: headers ?? {}, times });
  return json(200, { failures: ctx.sb.failures });
}

function setLineFriend(ctx) {
  const { userId, friend, displayName, language } = objectBody(ctx);
  if (!LINE_USER_ID.test(userId ?? '')) throw new ControlError('userId must be "U" and 32 hexadecimal digits');
  if (typeof friend !== 'boolean') throw new ControlError('friend must be a boolean');
  const entry = { ...ctx.sb.friends.get(userId), friend };
  if (displayName !== undefined) entry.displayName = String(displayName);
  if (language !== undefined) entry.language = String(language);
  ctx.sb.friends.set(userId, entry);
  return json(200, { userId, ...entry });
}

function shortcutLogin(ctx) {
  const { userId = LINE_TEST_USER_ID, redirectUri, state, nonce, scope, codeChallenge, addFriend } = objectBody(ctx);
  if (!LINE_USER_ID.test(userId)) throw new ControlError('userId must be "U" and 32 hexadecimal digits');
  if (!isHttpUrl(redirectUri)) throw new ControlError('redirectUri must be an http(s) URL');
  if (!isNonEmptyString(state)) throw new ControlError('state is required');
  if (addFriend !== undefined && typeof addFriend !== 'boolean') throw new ControlError('addFriend must be a boolean');
  // A boolean addFriend stands for a request made with bot_prompt; leaving it out, for one without.
  const offerFriend = addFriend !== undefined;
  if (codeChallenge !== undefined && !isNonEmptyString(codeChallenge)) throw new ControlError('codeChallenge must be a string');
  const grant = { redirectUri, state, nonce, scope, userId, codeChallenge, offerFriend, addFriend: addFriend === true };
  return json(200, { location: loginRedirect(ctx.sb, grant) });
}

const validEvents = (events) => Array.isArray(events) && events.every((e) => isObject(e) && isNonEmptyString(e.type));
const validValue = (value) =>
  isObject(value) && (value.messages === undefined || (Array.isArray(value.messages) && value.messages.every(isObject)));

async function sendLineWebhook(ctx) {
  const { sb } = ctx;
  const { events, sign, raw } = webhookRequest(ctx, 'events', validEvents);
  const genuine = sign === undefined || sign === true;
  const sent = raw ?? JSON.stringify({ destination: LINE_BOT_USER_ID, events: events.map((e) => completeLineEvent(sb, e, genuine)) });
  const signature = signatureFor(sign, lineSignature, sb.settings.lineSecret, sent);
  return deliverWebhook(sb, { service: 'line', kind: 'webhook', sent, signature });
}

async function sendWhatsAppWebhook(ctx) {
  const { sb } = ctx;
  const { value, sign, raw } = webhookRequest(ctx, 'value', validValue);
  const sent = raw ?? metaJson(whatsappEnvelope(sb, value));
  const signature = signatureFor(sign, metaSignature, sb.settings.waAppSecret, sent);
  return deliverWebhook(sb, { service: 'whatsapp', kind: 'webhook', sent, signature });
}

// A replay: an earlier body and its header, byte for byte.
async function resendWebhook(ctx, service) {
  const { sent, signature = null } = objectBody(ctx);
  if (typeof sent !== 'string') throw new ControlError('sent must be the string an earlier webhook answer gave');
  if (signature !== null && typeof signature !== 'string') throw new ControlError('signature must be a string or null');
  return deliverWebhook(ctx.sb, { service, kind: 'resend', sent, signature });
}

async function verifyWhatsAppWebhook(ctx) {
  const { sb } = ctx;
  const { verifyToken } = objectBody(ctx);
  if (typeof verifyToken !== 'string') throw new ControlError('verifyToken must be a string');
  requireClinic(sb);
  const challenge = randomDigits(10);
  const params = { 'hub.mode': 'subscribe', 'hub.verify_token': verifyToken, 'hub.challenge': challenge };
  const query = `?${new URLSearchParams(params)}`;
  const result = await callClinic(sb, { service: 'whatsapp', kind: 'verify', method: 'GET', query });
  if (result.error) return json(502, { status: null, error: result.error, challenge });
  return json(200, { status: result.status, body: result.body, challenge });
}

function setWhatsAppNumber(ctx) {
  const { number, onWhatsApp } = objectBody(ctx);
  if (!WA_NUMBER.test(number ?? '')) throw new ControlError('number must be 8 to 15 digits');
  if (typeof onWhatsApp !== 'boolean') throw new ControlError('onWhatsApp must be a boolean');
  if (onWhatsApp) ctx.sb.notOnWhatsApp.delete(number);
  else ctx.sb.notOnWhatsApp.add(number);
  return json(200, { number, onWhatsApp });
}

// names: ["name", …] or [{name, bodyParameters}, …]; a count makes a mismatch answer 132000.
function addWhatsAppTemplates(ctx) {
  const { names } = objectBody(ctx);
  if (!Array.isArray(names)) throw new ControlError('names must be an array');
  for (const entry of names) {
    const { name, bodyParameters } = typeof entry === 'string' ? { name: entry } : (entry ?? {});
    if (!isNonEmptyString(name)) throw new ControlError('every template needs a name');
    if (bodyParameters !== undefined && !(Number.isInteger(bodyParameters) && bodyParameters >= 0)) {
      throw new ControlError('bodyParameters must be an integer ≥ 0');
    }
    ctx.sb.templates.set(name, bodyParameters === undefined ? {} : { bodyParameters });
  }
  return json(200, { templates: [...ctx.sb.templates.keys()] });
}

// ───────────────────────────── server ─────────────────────────────

export function startSandbox(settings = settingsFromEnv()) {
  const sb = createSandbox(settings);
  const server = http.createServer((req, res) => {
    handle(sb, req, res).catch((err) => {
      process.stderr.write(`sandbox: ${req.method} ${req.url}: ${err.stack ?? err}\n`);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: String(err.message ?? err) }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => {
      resolve({ port: server.address().port, server, sandbox: sb, close: () => new Promise((done) => server.close(done)) });
    });
  });
}

async function main() {
  // Handlers first: a parent may signal as soon as it has read the port line.
  const stop = () => process.exit(0);
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // So a parent that dies (and so closes our stdin) leaves no orphan behind.
  if (process.env.SANDBOX_EXIT_ON_STDIN_EOF === '1') {
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
  }
  let started;
  try {
    started = await startSandbox(settingsFromEnv());
  } catch (err) {
    process.stderr.write(`sandbox: cannot listen: ${err.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`${JSON.stringify({ port: started.port })}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
