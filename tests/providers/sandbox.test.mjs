// The provider sandbox (sandbox.mjs) as the clinic server meets it: a child process on a free port,
// driven over HTTP, sending its webhooks to a fake clinic made here with node:http. The fake clinic
// checks signatures with its own code over the raw bytes it received, as the clinic server must.
// Run: node --test tests/providers/sandbox.test.mjs
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

const SANDBOX = fileURLToPath(new URL('./sandbox.mjs', import.meta.url));
const LINE_TOKEN = 'line-token';
const LINE_SECRET = 'line-secret';
const LOGIN_CHANNEL = '1650000000';
const LOGIN_SECRET = 'login-secret';
const WA_TOKEN = 'wa-token';
const WA_PHONE_ID = '109000000000001';
const WA_SECRET = 'wa-app-secret';
const VERIFY_TOKEN = 'verify-me';

const USER = `U${'1'.repeat(32)}`;
const OTHER_USER = `U${'2'.repeat(32)}`;
const CALLBACK = 'http://127.0.0.1:9/auth/line/callback';
const WA_MESSAGES = `/v21.0/${WA_PHONE_ID}/messages`;
const MIB = 1024 * 1024;

// ── the fake clinic: records every webhook and answers as a signature-checking receiver would

function startClinic() {
  const received = [];
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks);
    const url = new URL(req.url, 'http://clinic.invalid');
    const { method, headers } = req;
    received.push({ method, path: url.pathname, query: url.searchParams, headers, raw, text: raw.toString('utf8') });
    if (req.method === 'GET') return answerVerification(url.searchParams, res);
    const ok = url.pathname === '/api/webhooks/line' ? lineSignatureValid(req, raw) : metaSignatureValid(req, raw);
    res.writeHead(ok ? 200 : 401, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'bad signature');
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, received, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

function answerVerification(query, res) {
  const ok = query.get('hub.mode') === 'subscribe' && query.get('hub.verify_token') === VERIFY_TOKEN;
  res.writeHead(ok ? 200 : 403, { 'content-type': 'text/plain' }).end(ok ? query.get('hub.challenge') : 'forbidden');
}

function lineSignatureValid(req, raw) {
  const expected = crypto.createHmac('sha256', LINE_SECRET).update(raw).digest('base64');
  return req.headers['x-line-signature'] === expected;
}

function metaSignatureValid(req, raw) {
  const expected = `sha256=${crypto.createHmac('sha256', WA_SECRET).update(raw).digest('hex')}`;
  return req.headers['x-hub-signature-256'] === expected;
}

// ── sandbox processes

async function spawnSandbox(env = {}) {
  const child = spawn(process.execPath, [SANDBOX], {
    env: { ...process.env, SANDBOX_PORT: '0', ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.setEncoding('utf8');
  const firstLine = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (stdout.includes('\n')) resolve(stdout.slice(0, stdout.indexOf('\n')));
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited early (${code})`)));
  });
  const { port } = JSON.parse(await firstLine);
  return { child, port, base: `http://127.0.0.1:${port}`, stdout: () => stdout };
}

async function exitOf(child, timeoutMs = 3000) {
  const timer = setTimeout(() => child.emit('error', new Error('sandbox did not exit')), timeoutMs);
  try {
    const [code, signal] = await once(child, 'exit');
    return { code, signal };
  } finally {
    clearTimeout(timer);
  }
}

let clinic;
let main;

before(async () => {
  clinic = await startClinic();
  main = await spawnSandbox({ CLINIC_BASE_URL: clinic.url, SANDBOX_EXIT_ON_STDIN_EOF: '1' });
});

after(async () => {
  main.child.kill('SIGTERM');
  await exitOf(main.child);
  clinic.server.close();
});

beforeEach(async () => {
  await api('GET', '/__sandbox/idle'); // no status webhook of the last test may land in the next
  await api('POST', '/__sandbox/reset');
  clinic.received.length = 0;
});

// ── HTTP helpers

async function api(method, path, { json, form, raw, headers = {}, base = main.base } = {}) {
  const init = { method, headers: { ...headers }, redirect: 'manual' };
  if (json !== undefined) {
    init.body = JSON.stringify(json);
    init.headers['content-type'] ??= 'application/json';
  } else if (form !== undefined) {
    init.body = new URLSearchParams(form).toString();
    init.headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (raw !== undefined) {
    init.body = raw;
  }
  const res = await fetch(base + path, init);
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

const line = (method, path, json, headers = {}) =>
  api(method, path, { json, headers: { authorization: `Bearer ${LINE_TOKEN}`, ...headers } });
const push = (json, headers) => line('POST', '/v2/bot/message/push', json, headers);
const reply = (json, headers) => line('POST', '/v2/bot/message/reply', json, headers);
const whatsapp = (json, path = WA_MESSAGES) => api('POST', path, { json, headers: { authorization: `Bearer ${WA_TOKEN}` } });
const text = (t) => ({ type: 'text', text: t });
const waTemplate = (template, to = '886912345678') => ({ messaging_product: 'whatsapp', to, type: 'template', template });

async function requests(query = '') {
  return (await api('GET', `/__sandbox/requests${query}`)).body.requests;
}

async function webhookStatuses(count) {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = clinic.received.filter((r) => r.path === '/api/webhooks/whatsapp' && r.method === 'POST');
    if (found.length >= count || Date.now() > deadline) return found.map((r) => JSON.parse(r.text).entry[0].changes[0].value.statuses[0]);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function decodeJwt(token) {
  const [header, payload, signature] = token.split('.');
  const expected = crypto.createHmac('sha256', LOGIN_SECRET).update(`${header}.${payload}`).digest('base64url');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()),
    signatureValid: signature === expected,
  };
}

// ───────────────────────────── process ─────────────────────────────

test('start-up prints exactly one line, {"port":N}, and health answers', async () => {
  assert.match(main.stdout(), /^\{"port":\d+\}\n$/);
  assert.equal(JSON.parse(main.stdout()).port, main.port);
  const health = await api('GET', '/__sandbox/health');
  assert.deepEqual([health.status, health.body], [200, { ok: true }]);
});

test('a second sandbox keeps its own state, and exits when its stdin closes', async () => {
  const second = await spawnSandbox({ SANDBOX_EXIT_ON_STDIN_EOF: '1' });
  await api('POST', '/__sandbox/line/friends', { json: { userId: USER, friend: false } });
  assert.equal((await line('GET', `/v2/bot/profile/${USER}`)).status, 404);
  const there = await api('GET', `/v2/bot/profile/${USER}`, { base: second.base, headers: { authorization: `Bearer ${LINE_TOKEN}` } });
  assert.equal(there.status, 200);
  assert.equal((await api('GET', '/__sandbox/requests', { base: second.base })).body.requests.length, 1);
  second.child.stdin.end();
  assert.deepEqual(await exitOf(second.child), { code: 0, signal: null });
});

test('SIGTERM stops the sandbox cleanly', async () => {
  const other = await spawnSandbox();
  other.child.kill('SIGTERM');
  assert.deepEqual(await exitOf(other.child), { code: 0, signal: null });
});

// ───────────────────────────── LINE Messaging API ─────────────────────────────

test('LINE: a missing or wrong channel access token is 401 with LINE\'s message', async () => {
  const message = 'Authentication failed. Confirm that the access token in the authorization header is valid.';
  for (const headers of [{}, { authorization: 'Bearer nope' }]) {
    const res = await api('POST', '/v2/bot/message/push', { json: { to: USER, messages: [text('hi')] }, headers });
    assert.deepEqual([res.status, res.body], [401, { message }]);
  }
  const recorded = await requests('?service=line');
  assert.deepEqual(recorded.map((r) => r.status), [401, 401]);
});

test('LINE push: 200 with one sent message per message, a request id, and the request recorded', async () => {
  const messages = [text('Your visit is tomorrow'), text('Reply STOP to stop')];
  const res = await push({ to: USER, messages }, { 'x-line-retry-key': crypto.randomUUID() });
  assert.equal(res.status, 200);
  assert.equal(res.body.sentMessages.length, 2);
  for (const sent of res.body.sentMessages) {
    assert.match(sent.id, /^\d{17,}$/);
    assert.ok(sent.quoteToken.length > 10);
  }
  assert.match(res.headers.get('x-line-request-id'), /^[0-9a-f-]{36}$/);
  const [recorded] = await requests('?service=line&path=/v2/bot/message/push');
  assert.equal(recorded.method, 'POST');
  assert.equal(recorded.headers.authorization, `Bearer ${LINE_TOKEN}`);
  assert.match(recorded.headers['x-line-retry-key'], /^[0-9a-f-]{36}$/);
  assert.match(recorded.headers['content-type'], /^application\/json/);
  assert.equal(recorded.body.messages[0].text, 'Your visit is tomorrow');
  assert.deepEqual([recorded.status, recorded.injected, recorded.delivered], [200, false, true]);
  assert.ok(Math.abs(recorded.at - Date.now()) < 5000);
});

test('LINE push: validation errors are answered as LINE does, every problem listed', async () => {
  const longLabel = 'x'.repeat(21);
  const res = await push({
    to: 'U123',
    messages: [
      text(''),
      text('x'.repeat(5001)),
      { type: 'image', originalContentUrl: 'https://x/a.png' },
      { type: 'carousel' },
      {
        type: 'template',
        altText: 'a'.repeat(401),
        template: {
          type: 'buttons',
          text: 't'.repeat(161),
          actions: [
            { type: 'postback', label: longLabel, data: 'd'.repeat(301) },
            { type: 'uri', label: 'Map', uri: 'javascript:alert(1)' },
            { type: 'message', label: 'Hi', text: 'hi' },
          ],
        },
      },
    ],
  });
  assert.equal(res.status, 400);
  const byProperty = Object.fromEntries(res.body.details.map((d) => [d.property, d.message]));
  assert.equal(res.body.message, `The request body has ${res.body.details.length} error(s)`);
  assert.deepEqual(Object.keys(byProperty), [
    'to',
    'messages[0].text',
    'messages[1].text',
    'messages[2].type',
    'messages[3].type',
    'messages[4].altText',
    'messages[4].template.text',
    'messages[4].template.actions[0].label',
    'messages[4].template.actions[0].data',
    'messages[4].template.actions[1].uri',
    'messages[4].template.actions[2].type',
  ]);
  assert.equal(byProperty['messages[0].text'], 'May not be empty');
  assert.equal(byProperty['messages[1].text'], 'Length must be between 0 and 5000');
  assert.match(byProperty['messages[3].type'], /^Must be one of the following values: \[text, /);
  assert.equal(byProperty['messages[4].template.text'], 'Length must be between 0 and 160');

  const counts = [[], [1, 2, 3, 4, 5, 6].map((n) => text(String(n)))];
  for (const messages of counts) {
    const sized = await push({ to: USER, messages });
    assert.deepEqual(sized.body.details, [{ message: 'Size must be between 1 and 5', property: 'messages' }]);
  }
  const titled = await push({
    to: USER,
    messages: [{ type: 'template', altText: 'a', template: { type: 'buttons', title: 'Visit', text: 't'.repeat(61), actions: [] } }],
  });
  assert.deepEqual(titled.body.details.map((d) => d.message), ['Length must be between 0 and 60', 'Size must be between 1 and 4']);
  const fine = await push({
    to: USER,
    notificationDisabled: true,
    messages: [
      {
        type: 'template',
        altText: 'Your visit on 12 March',
        template: {
          type: 'buttons',
          text: 'Will you come?',
          actions: [
            { type: 'postback', label: 'I will come', data: 'answer=yes&r=K7XP', displayText: 'I will come' },
            { type: 'uri', label: 'Change the time', uri: 'https://clinic.example/r/K7XP' },
          ],
        },
      },
    ],
  });
  assert.equal(fine.status, 200);
});

test('LINE push: the retry key answers 409 with the first sent messages and sends nothing more', async () => {
  const bad = await push({ to: USER, messages: [text('hi')] }, { 'x-line-retry-key': 'not-a-uuid' });
  assert.equal(bad.status, 400);
  const key = crypto.randomUUID();
  const first = await push({ to: USER, messages: [text('hi')] }, { 'x-line-retry-key': key });
  const again = await push({ to: USER, messages: [text('hi')] }, { 'x-line-retry-key': key });
  assert.equal(first.status, 200);
  assert.equal(again.status, 409);
  assert.deepEqual(again.body, { message: 'The retry key is already accepted', sentMessages: first.body.sentMessages });
  assert.equal(again.headers.get('x-line-accepted-request-id'), first.headers.get('x-line-request-id'));
  const recorded = await requests('?path=/v2/bot/message/push');
  assert.deepEqual(recorded.map((r) => r.status), [400, 200, 409]);
  assert.equal(recorded.filter((r) => r.delivered !== undefined).length, 1);
});

test('LINE: a user who is not a friend gets no profile, and a push to them is accepted but not delivered', async () => {
  const profile = await line('GET', `/v2/bot/profile/${USER}`);
  assert.equal(profile.status, 200);
  assert.deepEqual(Object.keys(profile.body), ['userId', 'displayName', 'pictureUrl', 'language']);
  assert.equal(profile.body.userId, USER);

  await api('POST', '/__sandbox/line/friends', { json: { userId: USER, friend: false } });
  const gone = await line('GET', `/v2/bot/profile/${USER}`);
  assert.deepEqual([gone.status, gone.body], [404, { message: 'Not found' }]);
  assert.equal((await push({ to: USER, messages: [text('hi')] })).status, 200);
  const [recorded] = await requests('?path=/v2/bot/message/push');
  assert.equal(recorded.delivered, false);

  await api('POST', '/__sandbox/line/friends', { json: { userId: USER, friend: true, displayName: '王小明', language: 'zh-TW' } });
  const back = await line('GET', `/v2/bot/profile/${USER}`);
  assert.deepEqual([back.body.displayName, back.body.language], ['王小明', 'zh-TW']);
});

// ───────────────────────────── LINE webhooks ─────────────────────────────

test('LINE webhook: events completed as LINE sends them, signed over the exact bytes sent', async () => {
  const res = await api('POST', '/__sandbox/line/webhook', {
    json: {
      events: [
        { type: 'message', userId: USER, message: { type: 'text', id: '1', text: 'K7XP-3M' } },
        { type: 'postback', userId: USER, postback: { data: 'answer=yes' } },
        { type: 'follow', userId: USER },
        { type: 'unfollow', userId: OTHER_USER },
      ],
    },
  });
  assert.equal(res.status, 200);
  assert.deepEqual([res.body.status, res.body.body], [200, 'ok']);
  const [got] = clinic.received;
  assert.equal(got.path, '/api/webhooks/line');
  assert.equal(got.text, res.body.sent);
  assert.equal(got.headers['x-line-signature'], res.body.signature);
  assert.equal(res.body.signature, crypto.createHmac('sha256', LINE_SECRET).update(res.body.sent).digest('base64'));
  assert.match(got.headers['content-type'], /^application\/json/);

  const payload = JSON.parse(got.text);
  assert.match(payload.destination, /^U[0-9a-f]{32}$/);
  const [message, postback, follow, unfollow] = payload.events;
  for (const event of payload.events) {
    assert.match(event.webhookEventId, /^[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.ok(Math.abs(event.timestamp - Date.now()) < 5000);
    assert.equal(event.mode, 'active');
    assert.deepEqual(event.deliveryContext, { isRedelivery: false });
    assert.equal(event.source.type, 'user');
    assert.equal('userId' in event, false);
  }
  for (const event of [message, postback, follow]) assert.match(event.replyToken, /^[0-9a-f]{32}$/);
  assert.equal(unfollow.replyToken, undefined);
  assert.equal(message.message.text, 'K7XP-3M');
  assert.equal(typeof message.message.quoteToken, 'string');
  assert.deepEqual(follow.follow, { isUnblocked: false });
  assert.equal(new Set(payload.events.map((e) => e.webhookEventId)).size, 4);

  // The unfollow is remembered: the sandbox now treats OTHER_USER as no longer a friend.
  assert.equal((await line('GET', `/v2/bot/profile/${OTHER_USER}`)).status, 404);
  const listed = (await api('GET', '/__sandbox/webhooks')).body.webhooks;
  assert.deepEqual(listed.map((w) => [w.service, w.kind, w.status, w.sent === res.body.sent]), [['line', 'webhook', 200, true]]);
});

test('LINE webhook: unsigned, wrongly signed, raw, and replayed deliveries', async () => {
  const events = [{ type: 'message', userId: USER, message: { type: 'text', id: '2', text: 'hi' } }];
  const unsigned = await api('POST', '/__sandbox/line/webhook', { json: { events, sign: false } });
  assert.equal(unsigned.body.signature, null);
  assert.equal(clinic.received[0].headers['x-line-signature'], undefined);
  assert.equal(unsigned.body.status, 401);

  const wrong = await api('POST', '/__sandbox/line/webhook', { json: { events, sign: 'wrong' } });
  assert.match(wrong.body.signature, /^[A-Za-z0-9+/]{43}=$/);
  assert.equal(wrong.body.status, 401);

  const raw = '{"destination":"Uxx","events":[]}';
  const rawRes = await api('POST', '/__sandbox/line/webhook', { json: { raw } });
  assert.equal(clinic.received[2].text, raw);
  assert.equal(rawRes.body.status, 200);

  const original = await api('POST', '/__sandbox/line/webhook', { json: { events } });
  const replay = await api('POST', '/__sandbox/line/resend', { json: { sent: original.body.sent, signature: original.body.signature } });
  assert.equal(replay.body.status, 200);
  const [a, b] = clinic.received.slice(3);
  assert.ok(a.raw.equals(b.raw));
  assert.equal(a.headers['x-line-signature'], b.headers['x-line-signature']);
  assert.equal((await api('POST', '/__sandbox/line/webhook', { json: { events, sign: 'maybe' } })).status, 400);

  // A forged unfollow is not LINE's: the user stays a friend.
  await api('POST', '/__sandbox/line/webhook', { json: { events: [{ type: 'unfollow', userId: USER }], sign: 'wrong' } });
  assert.equal((await line('GET', `/v2/bot/profile/${USER}`)).status, 200);
});

test('LINE reply: a reply token from a webhook works once, within a minute', async () => {
  const events = [{ type: 'message', userId: USER, message: { type: 'text', id: '3', text: 'K7XP-3M' } }];
  const sent = JSON.parse((await api('POST', '/__sandbox/line/webhook', { json: { events } })).body.sent);
  const replyToken = sent.events[0].replyToken;

  const withKey = await reply({ replyToken, messages: [text('Linked')] }, { 'x-line-retry-key': crypto.randomUUID() });
  assert.equal(withKey.status, 400);
  const missing = await reply({ messages: [text('Linked')] });
  assert.deepEqual(missing.body.details, [{ message: 'May not be empty', property: 'replyToken' }]);

  const ok = await reply({ replyToken, messages: [text('Linked')] });
  assert.equal(ok.status, 200);
  assert.equal(ok.body.sentMessages.length, 1);
  const used = await reply({ replyToken, messages: [text('Linked')] });
  assert.deepEqual([used.status, used.body], [400, { message: 'Invalid reply token' }]);
  assert.deepEqual((await reply({ replyToken: 'f'.repeat(32), messages: [text('x')] })).body, { message: 'Invalid reply token' });

  const later = JSON.parse((await api('POST', '/__sandbox/line/webhook', { json: { events } })).body.sent).events[0].replyToken;
  await api('POST', '/__sandbox/clock', { json: { advanceMs: 61_000 } });
  assert.deepEqual((await reply({ replyToken: later, messages: [text('late')] })).body, { message: 'Invalid reply token' });
});

test('LINE: injected failures answer the next N matching requests, then the API is back', async () => {
  await api('POST', '/__sandbox/fail', {
    json: { service: 'line', path: '/v2/bot/message/push', status: 429, headers: { 'Retry-After': '2' }, times: 2 },
  });
  const first = await push({ to: USER, messages: [text('hi')] });
  assert.equal(first.status, 429);
  assert.equal(first.headers.get('retry-after'), '2');
  assert.equal(first.body.message, 'The API rate limit has been exceeded. Try again later.');
  assert.equal((await line('GET', `/v2/bot/profile/${USER}`)).status, 200); // another path is untouched
  assert.equal((await push({ to: USER, messages: [text('hi')] })).status, 429);
  assert.equal((await push({ to: USER, messages: [text('hi')] })).status, 200);
  const recorded = await requests('?path=/v2/bot/message/push');
  assert.deepEqual(recorded.map((r) => [r.status, r.injected]), [[429, true], [429, true], [200, false]]);

  // A 5xx is not an acceptance: the same retry key goes through afterwards, once.
  await api('POST', '/__sandbox/fail', { json: { service: 'line', path: '/v2/bot/message/push', status: 500, body: { message: 'boom' } } });
  const key = crypto.randomUUID();
  assert.deepEqual((await push({ to: USER, messages: [text('hi')] }, { 'x-line-retry-key': key })).body, { message: 'boom' });
  assert.equal((await push({ to: USER, messages: [text('hi')] }, { 'x-line-retry-key': key })).status, 200);
  assert.equal((await push({ to: USER, messages: [text('hi')] }, { 'x-line-retry-key': key })).status, 409);
  assert.equal((await api('POST', '/__sandbox/fail', { json: { service: 'sms', path: '/x', status: 500 } })).status, 400);
});

// ───────────────────────────── LINE Login ─────────────────────────────

const authorizeQuery = (overrides = {}) => {
  const params = {
    response_type: 'code',
    client_id: LOGIN_CHANNEL,
    redirect_uri: CALLBACK,
    state: 'st-123',
    scope: 'profile openid',
    nonce: 'n-456',
    bot_prompt: 'normal',
    ...overrides,
  };
  return `?${new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined))}`;
};

const tokenForm = (code, overrides = {}) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: CALLBACK,
  client_id: LOGIN_CHANNEL,
  client_secret: LOGIN_SECRET,
  ...overrides,
});

test('LINE Login: the authorize page checks the request and offers a real form', async () => {
  const problems = [
    [{ response_type: 'token' }, 'response_type'],
    [{ client_id: '999' }, 'client_id'],
    [{ scope: 'profile' }, 'openid'],
    [{ state: '' }, 'state'],
    [{ redirect_uri: 'ftp://x' }, 'redirect_uri'],
  ];
  for (const [overrides, named] of problems) {
    const res = await api('GET', `/oauth2/v2.1/authorize${authorizeQuery(overrides)}`);
    assert.equal(res.status, 400);
    assert.match(res.headers.get('content-type'), /^text\/html/);
    assert.ok(res.text.includes(named), `${named} named in: ${res.text}`);
  }
  const page = await api('GET', `/oauth2/v2.1/authorize${authorizeQuery()}`);
  assert.equal(page.status, 200);
  assert.match(page.text, /<html lang="en">/);
  assert.match(page.text, /<form method="post" action="\/oauth2\/v2\.1\/authorize\/approve">/);
  assert.match(page.text, /<input type="hidden" name="state" value="st-123">/);
  assert.match(page.text, /<label for="userId">LINE user<\/label>\s*<input id="userId" name="userId" value="U[0-9a-f]{32}"/);
  assert.match(page.text, /<input type="checkbox" id="addFriend" name="addFriend" value="on" checked>/);
  assert.match(page.text, /<label for="addFriend">Add the clinic's official account as a friend<\/label>/);
  assert.match(page.text, /<button type="submit">Allow<\/button>/);
  const without = await api('GET', `/oauth2/v2.1/authorize${authorizeQuery({ bot_prompt: undefined })}`);
  assert.equal(without.text.includes('addFriend'), false);
  assert.deepEqual((await requests('?service=login')).map((r) => r.status), [400, 400, 400, 400, 400, 200, 200]);
});

test('LINE Login: approve, exchange the code, and verify the ID token', async () => {
  await api('POST', '/__sandbox/line/friends', { json: { userId: USER, friend: false } });
  const form = {
    response_type: 'code',
    client_id: LOGIN_CHANNEL,
    redirect_uri: CALLBACK,
    state: 'st-123',
    scope: 'profile openid',
    nonce: 'n-456',
    bot_prompt: 'normal',
    userId: USER,
    addFriend: 'on', // the ticked checkbox
  };
  const approved = await api('POST', '/oauth2/v2.1/authorize/approve', { form });
  assert.equal(approved.status, 302);
  const location = new URL(approved.headers.get('location'));
  assert.equal(`${location.origin}${location.pathname}`, CALLBACK);
  assert.equal(location.searchParams.get('state'), 'st-123');
  assert.equal(location.searchParams.get('friendship_status_changed'), 'true');
  assert.equal((await line('GET', `/v2/bot/profile/${USER}`)).status, 200); // now a friend
  const code = location.searchParams.get('code');

  const tokens = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code) });
  assert.equal(tokens.status, 200);
  assert.deepEqual(Object.keys(tokens.body).sort(), ['access_token', 'expires_in', 'id_token', 'refresh_token', 'scope', 'token_type']);
  assert.deepEqual([tokens.body.expires_in, tokens.body.token_type, tokens.body.scope], [2592000, 'Bearer', 'profile openid']);

  const { header, claims, signatureValid } = decodeJwt(tokens.body.id_token);
  assert.ok(signatureValid, 'HS256 over header.payload with the channel secret');
  assert.deepEqual(header, { typ: 'JWT', alg: 'HS256' });
  assert.equal(claims.iss, 'https://access.line.me');
  assert.equal(claims.sub, USER);
  assert.equal(claims.aud, LOGIN_CHANNEL);
  assert.equal(claims.nonce, 'n-456');
  assert.deepEqual(claims.amr, ['linesso']);
  assert.equal(claims.name, 'Test Patient');
  assert.equal(claims.exp - claims.iat, 3600);
  assert.ok(Math.abs(claims.iat - Date.now() / 1000) < 5);

  const reused = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code) });
  assert.deepEqual([reused.status, reused.body.error], [400, 'invalid_grant']);

  const verify = (fields) =>
    api('POST', '/oauth2/v2.1/verify', { form: { id_token: tokens.body.id_token, client_id: LOGIN_CHANNEL, ...fields } });
  const verified = await verify({ nonce: 'n-456' });
  assert.deepEqual([verified.status, verified.body], [200, claims]);
  assert.deepEqual((await verify({ nonce: 'other' })).body, { error: 'invalid_request', error_description: 'Invalid IdToken Nonce.' });
  assert.equal((await verify({ client_id: '999' })).body.error_description, 'Invalid IdToken Audience.');
  assert.equal((await verify({ user_id: OTHER_USER })).body.error_description, 'Invalid IdToken Subject Identifier.');
  const [h, , s] = tokens.body.id_token.split('.');
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: OTHER_USER })).toString('base64url');
  for (const id_token of [`${h}.${forged}.${s}`, 'not-a-jwt']) {
    const res = await api('POST', '/oauth2/v2.1/verify', { form: { id_token, client_id: LOGIN_CHANNEL } });
    assert.deepEqual([res.status, res.body.error_description], [400, 'Invalid IdToken.']);
  }
  await api('POST', '/__sandbox/clock', { json: { advanceMs: 3_601_000 } });
  assert.equal((await verify({})).body.error_description, 'IdToken expired.');
});

test('LINE Login: wrong client, wrong redirect, expired code; the shortcut; cancelling', async () => {
  const login = (json) => api('POST', '/__sandbox/line/login', { json });
  const first = await login({ userId: USER, redirectUri: CALLBACK, state: 's1', nonce: 'n1' });
  const code = new URL(first.body.location).searchParams.get('code');
  assert.equal(new URL(first.body.location).searchParams.has('friendship_status_changed'), false);

  const secret = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code, { client_secret: 'nope' }) });
  assert.deepEqual([secret.status, secret.body.error], [400, 'invalid_client']);
  const client = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code, { client_id: '1' }) });
  assert.equal(client.body.error, 'invalid_client');
  const mismatch = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code, { redirect_uri: 'http://127.0.0.1:9/other' }) });
  assert.deepEqual(mismatch.body, { error: 'invalid_grant', error_description: 'redirect_uri does not match' });
  const grant = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code, { grant_type: 'password' }) });
  assert.equal(grant.body.error, 'unsupported_grant_type');
  const asJson = await api('POST', '/oauth2/v2.1/token', { json: tokenForm(code) });
  assert.equal(asJson.body.error, 'invalid_request');
  assert.equal((await api('POST', '/oauth2/v2.1/token', { form: tokenForm(code) })).status, 200);

  await api('POST', '/__sandbox/line/friends', { json: { userId: OTHER_USER, friend: false } });
  const befriended = await login({ userId: OTHER_USER, redirectUri: CALLBACK, state: 's2', addFriend: true });
  assert.equal(new URL(befriended.body.location).searchParams.get('friendship_status_changed'), 'true');
  const already = await login({ userId: OTHER_USER, redirectUri: CALLBACK, state: 's3', addFriend: true });
  assert.equal(new URL(already.body.location).searchParams.get('friendship_status_changed'), 'false');

  const stale = new URL(already.body.location).searchParams.get('code');
  await api('POST', '/__sandbox/clock', { json: { advanceMs: 10 * 60_000 + 1000 } });
  const expired = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(stale) });
  assert.deepEqual(expired.body, { error: 'invalid_grant', error_description: 'invalid authorization code' });

  // PKCE (S256): the verifier must match the challenge given at authorize time.
  const verifier = 'v'.repeat(50);
  const codeChallenge = crypto.createHash('sha256').update(verifier).digest('base64url');
  const pkce = await login({ redirectUri: CALLBACK, state: 's4', codeChallenge });
  const pkceCode = new URL(pkce.body.location).searchParams.get('code');
  const noVerifier = await api('POST', '/oauth2/v2.1/token', { form: tokenForm(pkceCode) });
  assert.deepEqual(noVerifier.body, { error: 'invalid_grant', error_description: 'invalid code_verifier' });
  assert.equal((await api('POST', '/oauth2/v2.1/token', { form: tokenForm(pkceCode, { code_verifier: verifier }) })).status, 200);
  const plain = await api('GET', `/oauth2/v2.1/authorize${authorizeQuery({ code_challenge: 'x', code_challenge_method: 'plain' })}`);
  assert.equal(plain.status, 400);

  const form = { response_type: 'code', client_id: LOGIN_CHANNEL, redirect_uri: CALLBACK, state: 'st-9', scope: 'openid' };
  const cancelled = await api('POST', '/oauth2/v2.1/authorize/cancel', { form });
  const back = new URL(cancelled.headers.get('location'));
  assert.deepEqual([back.searchParams.get('error'), back.searchParams.get('state')], ['access_denied', 'st-9']);
  assert.equal((await login({ redirectUri: 'nope', state: 's' })).status, 400);
});

// ───────────────────────────── WhatsApp Cloud API ─────────────────────────────

test('WhatsApp: a wrong token is 401 code 190; an unknown phone-number id is Graph\'s code 100', async () => {
  const body = waTemplate({ name: 'visit_reminder', language: { code: 'en' } });
  const noToken = await api('POST', WA_MESSAGES, { json: body, headers: { authorization: 'Bearer wrong' } });
  assert.equal(noToken.status, 401);
  assert.equal(noToken.body.error.code, 190);
  assert.equal(noToken.body.error.type, 'OAuthException');
  assert.equal(noToken.body.error.message, 'Invalid OAuth access token - Cannot parse access token');
  assert.equal(typeof noToken.body.error.fbtrace_id, 'string');

  const unknown = await whatsapp(body, '/v20.0/123/messages');
  assert.equal(unknown.status, 400);
  assert.deepEqual([unknown.body.error.code, unknown.body.error.error_subcode, unknown.body.error.type], [100, 33, 'GraphMethodException']);
  assert.match(unknown.body.error.message, /^Unsupported post request\. Object with ID '123' does not exist/);
  assert.ok(unknown.text.includes('https:\\/\\/developers.facebook.com'), 'Graph escapes slashes');

  const viaQuery = await api('POST', `/v19.0/${WA_PHONE_ID}/messages?access_token=${WA_TOKEN}`, { json: body });
  assert.equal(viaQuery.status, 200);
});

test('WhatsApp: malformed messages get Meta\'s error codes', async () => {
  const reminder = (components) => waTemplate({ name: 'visit_reminder', language: { code: 'en' }, components });
  const quickReply = (index, payload) => ({ type: 'button', sub_type: 'quick_reply', index, parameters: [{ type: 'payload', payload }] });
  const to = '886912345678';
  const cases = [
    [{ to: '886912345678', type: 'text', text: { body: 'hi' } }, 400, 100, /messaging_product is required/],
    [{ messaging_product: 'sms', to: '886912345678', text: { body: 'hi' } }, 400, 100, /must be one of \{WHATSAPP\}/],
    [{ messaging_product: 'whatsapp', type: 'text', text: { body: 'hi' } }, 400, 100, /parameter to is required/],
    [{ messaging_product: 'whatsapp', to: '+886 912', text: { body: 'hi' } }, 400, 100, /Invalid parameter/],
    [{ messaging_product: 'whatsapp', to, type: 'text', text: { body: 'x'.repeat(4097) } }, 400, 100, /at most 4096/],
    [{ messaging_product: 'whatsapp', to, type: 'text' }, 400, 100, /text\['body'\] is required/],
    [waTemplate({ name: 'unknown_template', language: { code: 'en' } }), 404, 132001, /Template name does not exist/],
    [waTemplate({ name: 'visit_reminder', language: { code: 'fr' } }), 404, 132001, /Template name does not exist/],
    [waTemplate({ name: 'visit_reminder' }), 400, 100, /template\['language'\]\['code'\] is required/],
    [reminder([{ type: 'body' }]), 400, 131008, /Required parameter is missing/],
    [reminder([{ type: 'body', parameters: [{ type: 'text' }] }]), 400, 131008, /Required parameter/],
    [reminder([{ type: 'footer' }]), 400, 100, /Invalid parameter/],
    [reminder([quickReply('12', 'x')]), 400, 100, /Invalid parameter/],
    [reminder([quickReply('0', 'x'), quickReply(0, 'y')]), 400, 100, /Invalid parameter/],
    [reminder([quickReply('0', 'p'.repeat(1001))]), 400, 100, /Invalid parameter/],
    [{ messaging_product: 'whatsapp', to, type: 'image', image: { link: 'https://x/a.png' } }, 400, 100, /Invalid parameter/],
  ];
  for (const [body, status, code, message] of cases) {
    const res = await whatsapp(body);
    assert.equal(res.status, status, JSON.stringify(body));
    assert.equal(res.body.error.code, code, JSON.stringify(res.body));
    assert.match(res.body.error.message, message);
  }
  const missingTemplate = await whatsapp(waTemplate({ name: 'unknown_template', language: { code: 'en' } }));
  assert.deepEqual(missingTemplate.body.error.error_data, {
    messaging_product: 'whatsapp',
    details: 'template name (unknown_template) does not exist in en',
  });

  await api('POST', '/__sandbox/whatsapp/templates', { json: { names: ['new_template', { name: 'counted', bodyParameters: 2 }] } });
  assert.equal((await whatsapp(waTemplate({ name: 'new_template', language: { code: 'ja' } }))).status, 200);
  const parameters = (n) => Array.from({ length: n }, (_, i) => ({ type: 'text', text: `p${i}` }));
  const counted = (n) => waTemplate({ name: 'counted', language: { code: 'en' }, components: [{ type: 'body', parameters: parameters(n) }] });
  const mismatch = await whatsapp(counted(1));
  assert.deepEqual([mismatch.status, mismatch.body.error.code], [400, 132000]);
  assert.equal((await whatsapp(counted(2))).status, 200);
});

test('WhatsApp: an accepted template gets sent, delivered and read statuses, each signed, in order', async () => {
  await api('POST', '/__sandbox/config', { json: { whatsappAutoRead: true } });
  const res = await whatsapp(
    waTemplate({
      name: 'visit_reminder',
      language: { code: 'zh_TW' },
      components: [
        { type: 'body', parameters: [{ type: 'text', text: '3月12日 10:30' }] },
        { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: 'yes:K7XP' }] },
        { type: 'button', sub_type: 'quick_reply', index: 1, parameters: [{ type: 'payload', payload: 'no:K7XP' }] },
      ],
    }),
  );
  assert.equal(res.status, 200);
  const wamid = res.body.messages[0].id;
  assert.deepEqual(res.body, {
    messaging_product: 'whatsapp',
    contacts: [{ input: '886912345678', wa_id: '886912345678' }],
    messages: [{ id: wamid, message_status: 'accepted' }],
  });
  assert.match(wamid, /^wamid\.[A-Za-z0-9+/=]+$/);
  assert.deepEqual((await api('GET', '/__sandbox/idle')).body, { idle: true });

  const statuses = await webhookStatuses(3);
  assert.deepEqual(statuses.map((s) => s.status), ['sent', 'delivered', 'read']);
  for (const s of statuses) {
    assert.deepEqual([s.id, s.recipient_id], [wamid, '886912345678']);
    assert.match(s.timestamp, /^\d{10}$/);
  }
  for (const got of clinic.received) {
    assert.ok(metaSignatureValid({ headers: got.headers }, got.raw), 'X-Hub-Signature-256 over the raw body');
    const envelope = JSON.parse(got.text);
    assert.equal(envelope.object, 'whatsapp_business_account');
    assert.equal(envelope.entry[0].changes[0].field, 'messages');
    assert.deepEqual(envelope.entry[0].changes[0].value.metadata, { display_phone_number: '15550000000', phone_number_id: WA_PHONE_ID });
  }
  const webhooks = (await api('GET', '/__sandbox/webhooks')).body.webhooks;
  assert.deepEqual(webhooks.map((w) => [w.kind, w.status]), [['status', 200], ['status', 200], ['status', 200]]);
  const [recorded] = await requests('?service=whatsapp');
  assert.equal(recorded.delivered, true);
});

test('WhatsApp: a number not on WhatsApp is accepted, then fails with 131026; statuses can be turned off', async () => {
  await api('POST', '/__sandbox/whatsapp/numbers', { json: { number: '886900000000', onWhatsApp: false } });
  const res = await whatsapp({ messaging_product: 'whatsapp', to: '886900000000', type: 'text', text: { body: 'hi' } });
  assert.equal(res.status, 200);
  assert.equal(res.body.messages[0].message_status, undefined); // only template sends carry it
  const [failed] = await webhookStatuses(1);
  assert.equal(failed.status, 'failed');
  assert.deepEqual(failed.errors[0].code, 131026);
  assert.equal(failed.errors[0].title, 'Message undeliverable');
  assert.equal(typeof failed.errors[0].error_data.details, 'string');
  assert.equal((await requests('?service=whatsapp'))[0].delivered, false);

  clinic.received.length = 0;
  await api('POST', '/__sandbox/config', { json: { whatsappAutoStatuses: false } });
  await whatsapp({ messaging_product: 'whatsapp', to: '886912345678', text: { body: 'quiet' } });
  await new Promise((r) => setTimeout(r, 150));
  assert.equal(clinic.received.length, 0);
});

test('WhatsApp webhook: incoming messages wrapped, contacts added, escaped and signed as Meta does', async () => {
  const button = {
    from: '886912345678',
    id: 'wamid.in1',
    timestamp: '1760000000',
    type: 'button',
    button: { payload: 'yes:K7XP', text: 'I will come' },
    context: { from: '15550000000', id: 'wamid.template' },
  };
  const words = 'Café @ 10/12 <b> 100% 😀';
  const typed = { from: '886912345678', id: 'wamid.in2', timestamp: '1760000001', type: 'text', text: { body: words } };
  const res = await api('POST', '/__sandbox/whatsapp/webhook', { json: { value: { messages: [button, typed] } } });
  assert.deepEqual([res.status, res.body.status], [200, 200]);
  const [got] = clinic.received;
  assert.equal(got.text, res.body.sent);
  assert.equal(got.headers['x-hub-signature-256'], res.body.signature);
  assert.match(res.body.signature, /^sha256=[0-9a-f]{64}$/);
  // Non-ASCII and / < % @ escaped, lowercase hex: the exact bytes are signed, a re-serialisation is not.
  assert.ok(got.text.includes('Caf\\u00e9 \\u0040 10\\/12 \\u003cb> 100\\u0025 \\ud83d\\ude00'), got.text);
  assert.equal(/[^\x00-\x7f]/.test(got.text), false);
  const value = JSON.parse(got.text).entry[0].changes[0].value;
  assert.equal(value.messages[1].text.body, words);
  const reserialised = JSON.stringify(JSON.parse(got.text));
  assert.notEqual(`sha256=${crypto.createHmac('sha256', WA_SECRET).update(reserialised).digest('hex')}`, res.body.signature);
  assert.deepEqual(Object.keys(value), ['messaging_product', 'metadata', 'contacts', 'messages']);
  assert.deepEqual(value.contacts, [{ profile: { name: 'Test' }, wa_id: '886912345678' }]);
  assert.deepEqual(value.messages[0], button);

  const unsigned = await api('POST', '/__sandbox/whatsapp/webhook', { json: { value: { messages: [typed] }, sign: false } });
  assert.deepEqual([unsigned.body.status, unsigned.body.signature], [401, null]);
  assert.equal(clinic.received[1].headers['x-hub-signature-256'], undefined);
  const wrong = await api('POST', '/__sandbox/whatsapp/webhook', { json: { value: { messages: [typed] }, sign: 'wrong' } });
  assert.equal(wrong.body.status, 401);
  const raw = await api('POST', '/__sandbox/whatsapp/webhook', { json: { raw: '{"object":"page"}' } });
  assert.deepEqual([raw.body.status, clinic.received[3].text], [200, '{"object":"page"}']);
  const replay = await api('POST', '/__sandbox/whatsapp/resend', { json: { sent: res.body.sent, signature: res.body.signature } });
  assert.equal(replay.body.status, 200);
  assert.ok(clinic.received[4].raw.equals(got.raw));
  assert.equal(clinic.received[4].headers['x-hub-signature-256'], got.headers['x-hub-signature-256']);
});

test('WhatsApp: the verification handshake', async () => {
  const ok = await api('POST', '/__sandbox/whatsapp/verify', { json: { verifyToken: VERIFY_TOKEN } });
  assert.equal(ok.status, 200);
  assert.match(ok.body.challenge, /^\d+$/);
  assert.deepEqual([ok.body.status, ok.body.body], [200, ok.body.challenge]);
  const [got] = clinic.received;
  assert.deepEqual([got.method, got.path], ['GET', '/api/webhooks/whatsapp']);
  assert.deepEqual([got.query.get('hub.mode'), got.query.get('hub.verify_token')], ['subscribe', VERIFY_TOKEN]);
  const refused = await api('POST', '/__sandbox/whatsapp/verify', { json: { verifyToken: 'guess' } });
  assert.equal(refused.body.status, 403);
});

test('WhatsApp: injected failures by edge, with Meta-shaped default bodies', async () => {
  await api('POST', '/__sandbox/fail', { json: { service: 'whatsapp', path: '/messages', status: 500 } });
  const failed = await whatsapp({ messaging_product: 'whatsapp', to: '886912345678', text: { body: 'hi' } });
  assert.equal(failed.status, 500);
  assert.equal(failed.body.error.code, 131000);
  assert.equal(failed.body.error.type, 'OAuthException');
  assert.equal((await whatsapp({ messaging_product: 'whatsapp', to: '886912345678', text: { body: 'hi' } })).status, 200);
  await api('POST', '/__sandbox/fail', { json: { service: 'whatsapp', path: '/messages', status: 429, times: 1 } });
  assert.equal((await whatsapp({ messaging_product: 'whatsapp', to: '886912345678', text: { body: 'hi' } })).body.error.code, 130429);
  assert.deepEqual((await requests('?service=whatsapp')).map((r) => r.injected), [true, false, true]);
});

// ───────────────────────────── recording and control ─────────────────────────────

test('requests are recorded in order, filtered, and cleared; bodies over 1 MiB are 413', async () => {
  await push({ to: USER, messages: [text('a')] });
  await whatsapp({ messaging_product: 'whatsapp', to: '886912345678', text: { body: 'b' } });
  await api('GET', `/oauth2/v2.1/authorize${authorizeQuery()}`);
  const all = await requests();
  assert.deepEqual(all.map((r) => r.service), ['line', 'whatsapp', 'login']);
  assert.deepEqual(all[2].query.state, 'st-123');
  assert.equal((await requests('?service=whatsapp')).length, 1);
  assert.equal((await requests(`?path=${WA_MESSAGES}`)).length, 1);
  assert.equal((await requests('?path=/nowhere')).length, 0);

  const big = await push({ to: USER, messages: [text('x'.repeat(MIB))] });
  assert.equal(big.status, 413);
  assert.equal((await requests('?path=/v2/bot/message/push')).at(-1).status, 413);
  assert.equal((await api('POST', '/__sandbox/config', { raw: 'x'.repeat(MIB + 1) })).status, 413);

  assert.equal((await api('DELETE', '/__sandbox/requests')).status, 200);
  assert.deepEqual(await requests(), []);
});

test('config and the control API: validation, unknown routes, no clinic', async () => {
  const config = await api('GET', '/__sandbox/config');
  assert.equal(config.body.clinicBaseUrl, clinic.url);
  assert.match(config.body.lineTestUserId, /^U[0-9a-f]{32}$/);
  assert.equal((await api('POST', '/__sandbox/config', { json: { whatsappAutoRead: 'yes' } })).status, 400);
  assert.equal((await api('POST', '/__sandbox/config', { json: { colour: 'red' } })).status, 400);
  assert.equal((await api('GET', '/__sandbox/nothing')).status, 404);
  assert.equal((await api('GET', '/somewhere-else')).status, 404);

  await api('POST', '/__sandbox/config', { json: { clinicBaseUrl: null } });
  const nowhere = await api('POST', '/__sandbox/line/webhook', { json: { events: [{ type: 'unfollow', userId: USER }] } });
  assert.equal(nowhere.status, 409);
  await api('POST', '/__sandbox/config', { json: { clinicBaseUrl: 'http://127.0.0.1:9' } });
  const refused = await api('POST', '/__sandbox/line/webhook', { json: { events: [{ type: 'unfollow', userId: USER }] } });
  assert.equal(refused.status, 502);
  assert.equal(refused.body.status, null);
  const [call] = (await api('GET', '/__sandbox/webhooks')).body.webhooks;
  assert.equal(call.status, null);
  assert.equal(typeof call.error, 'string');
  await api('DELETE', '/__sandbox/webhooks');
  assert.deepEqual((await api('GET', '/__sandbox/webhooks')).body.webhooks, []);
  await api('POST', '/__sandbox/config', { json: { clinicBaseUrl: `${clinic.url}/` } });
  assert.equal((await api('GET', '/__sandbox/config')).body.clinicBaseUrl, clinic.url);
});
