// The health questions' page (/forms/intake) made easier to fill. The server renders the page and it
// works without this script; with it:
//   (a) every change is kept on this device at once and, once the consent to process health data is
//       ticked (nothing is stored on the server before it), saved as a draft a moment later
//       (`PUT /api/intake/draft`), so leaving and coming back loses nothing, even on a slow or
//       broken connection; a polite status says "Saved". The copy on the device expires with the
//       link, is dropped once the server has it, once sent, and whenever the server says the link
//       no longer takes answers (404, 409, 410); the other pages of the link (sent, sent already,
//       expired, closed, unknown) load this script only to clear it;
//   (b) a search box filters the medicine checkboxes with the core's own search (generic and brand
//       names in any script);
//   (c) "Send" is checked first with the core's rules (the server's, through the forms WASM) and every
//       problem is shown beside its field with the server's own words.
// Texts come from the page (a JSON block the server renders from the same catalog), so this script
// carries no translations and loads no other WASM.
import type { IntakeDraftBody } from '../generated/api/IntakeDraftBody';
import type { FieldError } from '../generated/core/FieldError';
import type { IntakeRequest } from '../generated/core/IntakeRequest';
import { loadIntakeRules, type IntakeRules } from '../lib/intake-core';

interface PageData {
  code: string;
  token: string;
  lang: string;
  state: 'form' | 'sent';
  /** When the draft shown was saved (Unix ms, the server's clock), if one was. */
  savedAt: number | null;
  /** When the link stops working (Unix ms: the visit's start). */
  expiresAt: number | null;
  texts: Record<'saving' | 'saved' | 'offline' | 'restored' | 'search' | 'searchHint' | 'searchNone', string>;
  /** "n medicines shown", by n. */
  searchCount: string[];
  /** "Please correct n fields", by n. */
  summary: string[];
  labels: Record<string, string>;
  /** Problem messages keyed `field:code`, `code|name=value` or `code`. */
  messages: Record<string, string>;
}

/** A page of the link without the questions: only the booking whose copy to clear (none when the
 *  link is not one the server signed). */
interface GonePage {
  state: 'gone';
  code: string | null;
}

/** What is kept on this device until the server has it. */
interface KeptCopy {
  /** The server's save time of the draft these answers were typed over (Unix ms; null: none was
   *  saved). Compared with the server's own `savedAt`, never with this device's clock. */
  savedAt: number | null;
  /** When the link stops working (Unix ms): the copy is dropped after it. */
  expires: number;
  answers: IntakeRequest;
}

/** How long a copy is kept when the page does not say when the link ends. */
const FALLBACK_KEEP_MS = 24 * 60 * 60 * 1000;

/** A save waits this long after the last change, and at least `MIN_GAP` after the previous save
 *  (the public endpoints are rate-limited per address). */
const DEBOUNCE_MS = 1000;
const MIN_GAP_MS = 4000;
const RETRY_MS = 15000;
/** "Saving…" shows only when a save takes longer than this (a slow network). */
const SLOW_MS = 1000;

const LIST_FIELDS = ['medicines', 'allergies', 'conditions'] as const;
const FLAG_FIELDS = ['noMedicines', 'noAllergies', 'noConditions', 'healthDataConsent'] as const;
const TEXT_FIELDS = [
  'otherMedicines',
  'otherAllergy',
  'previousTreatment',
  'previousTreatmentNote',
  'emergencyName',
  'emergencyPhone',
  'emergencyRelation',
] as const;

function readData(): PageData | GonePage | null {
  const block = document.getElementById('intake-data');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as PageData | GonePage;
  } catch {
    return null;
  }
}

const PREFIX = 'clinic-intake:';

/** A stored copy, if it has the shape this script writes (an older script's copy has not). */
function parseCopy(raw: string | null): KeptCopy | null {
  if (!raw) return null;
  try {
    const copy = JSON.parse(raw) as Partial<KeptCopy> | null;
    if (!copy || typeof copy.expires !== 'number' || typeof copy.answers !== 'object' || !copy.answers) return null;
    return { savedAt: typeof copy.savedAt === 'number' ? copy.savedAt : null, expires: copy.expires, answers: copy.answers };
  } catch {
    return null;
  }
}

/** localStorage, which a private window or a full disk may refuse. */
const device = {
  key: (code: string) => `${PREFIX}${code}`,
  read(code: string): KeptCopy | null {
    try {
      const copy = parseCopy(localStorage.getItem(device.key(code)));
      if (copy && copy.expires > Date.now()) return copy;
      device.forget(code);
    } catch {
      // Nothing readable.
    }
    return null;
  },
  keep(code: string, copy: KeptCopy) {
    try {
      localStorage.setItem(device.key(code), JSON.stringify(copy));
    } catch {
      // Nothing kept: the draft is still saved on the server once consented.
    }
  },
  forget(code: string) {
    try {
      localStorage.removeItem(device.key(code));
    } catch {
      // Nothing to forget.
    }
  },
  /** Drops every copy whose link has ended (or that has no end: an older script's). */
  sweep() {
    try {
      const now = Date.now();
      for (let i = localStorage.length - 1; i >= 0; i -= 1) {
        const key = localStorage.key(i);
        if (!key?.startsWith(PREFIX)) continue;
        const copy = parseCopy(localStorage.getItem(key));
        if (!copy || copy.expires <= now) localStorage.removeItem(key);
      }
    } catch {
      // Storage refused: nothing kept to sweep.
    }
  },
};

function start(page: PageData | GonePage) {
  device.sweep();
  // Sent, sent already, expired, closed or unknown: nothing of the answers stays on the device.
  if (page.state === 'gone') {
    if (page.code) device.forget(page.code);
    return;
  }
  if (page.state === 'sent') {
    device.forget(page.code);
    return;
  }
  const data: PageData = page;
  const form = document.getElementById('intake-form') as HTMLFormElement | null;
  const status = document.getElementById('intake-status');
  if (!form || !status) return;
  const token = data.token;
  const expires = data.expiresAt ?? Date.now() + FALLBACK_KEEP_MS;
  /** The server's save time of the draft it holds (Unix ms), as it last told. */
  let serverSavedAt = data.savedAt;
  let rules: IntakeRules | null = null;
  let errorsFrom: 'draft' | 'send' | null = document.getElementById('problems') ? 'send' : null;

  const say = (text: string) => {
    status.textContent = text;
  };

  function request(): IntakeRequest {
    const fd = new FormData(form!);
    const text = (name: string) => {
      const v = fd.get(name);
      return typeof v === 'string' && v.trim() !== '' ? v : undefined;
    };
    const all = (name: string) => fd.getAll(name).filter((v): v is string => typeof v === 'string');
    return {
      medicines: all('medicines'),
      otherMedicines: text('otherMedicines'),
      noMedicines: fd.has('noMedicines'),
      allergies: all('allergies'),
      otherAllergy: text('otherAllergy'),
      noAllergies: fd.has('noAllergies'),
      conditions: all('conditions'),
      noConditions: fd.has('noConditions'),
      previousTreatment: text('previousTreatment'),
      previousTreatmentNote: text('previousTreatmentNote'),
      emergencyName: text('emergencyName'),
      emergencyPhone: text('emergencyPhone'),
      emergencyRelation: text('emergencyRelation'),
      healthDataConsent: fd.has('healthDataConsent'),
      lang: data.lang,
    };
  }

  /** Puts answers kept on this device back into the form. */
  function apply(answers: IntakeRequest) {
    for (const el of Array.from(form!.elements)) {
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name) continue;
      const name = el.name;
      if (el instanceof HTMLInputElement && el.type === 'checkbox') {
        if ((LIST_FIELDS as readonly string[]).includes(name)) {
          el.checked = (answers[name as (typeof LIST_FIELDS)[number]] ?? []).includes(el.value);
        } else if ((FLAG_FIELDS as readonly string[]).includes(name)) {
          el.checked = Boolean(answers[name as (typeof FLAG_FIELDS)[number]]);
        }
      } else if (el instanceof HTMLInputElement && el.type === 'radio') {
        el.checked = answers.previousTreatment === el.value;
      } else if ((TEXT_FIELDS as readonly string[]).includes(name)) {
        el.value = answers[name as (typeof TEXT_FIELDS)[number]] ?? '';
      }
    }
  }

  /** Health data is stored on the server only with the patient's consent (PDPA art. 6). */
  const consented = () => form.querySelector<HTMLInputElement>('input[name="healthDataConsent"]')?.checked === true;
  const keep = () => device.keep(data.code, { savedAt: serverSavedAt, expires, answers: request() });

  // --- (a) Kept on the device at once, saved as a draft a moment later (once consented). ---
  let dirty = false;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSave = 0;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void save(false), Math.max(ms, lastSave + MIN_GAP_MS - Date.now()));
  };

  async function save(leaving: boolean) {
    if (!dirty || inFlight || stopped) return;
    // Without the consent the answers stay on this device only; ticking it saves them.
    if (!consented()) {
      dirty = false;
      return;
    }
    inFlight = true;
    dirty = false;
    const slow = setTimeout(() => say(data.texts.saving), SLOW_MS);
    let retryIn = 0;
    try {
      const res = await fetch(`/api/intake/draft?token=${encodeURIComponent(token)}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request()),
        keepalive: leaving,
        credentials: 'same-origin',
      });
      lastSave = Date.now();
      if (res.ok) {
        const body = (await res.json().catch(() => ({}))) as Partial<IntakeDraftBody>;
        const at = body.savedAt ? Date.parse(body.savedAt) : NaN;
        if (Number.isFinite(at)) serverSavedAt = at;
        // Typed meanwhile: the copy holds more than the server, over the draft just saved.
        if (dirty) keep();
        else device.forget(data.code);
        if (errorsFrom === 'draft') showErrors([], false);
        say(data.texts.saved);
      } else if (res.status === 422) {
        const body = (await res.json()) as { error?: { fields?: FieldError[] } };
        showErrors(body.error?.fields ?? [], false);
        errorsFrom = 'draft';
        say('');
      } else if (res.status === 409 || res.status === 410 || res.status === 404) {
        // Sent meanwhile (another tab or device), closed, begun or gone: the answers can no longer
        // be saved, so nothing of them stays here; the page as it stands says which.
        stopped = true;
        clearTimeout(timer);
        device.forget(data.code);
        window.location.reload();
      } else {
        dirty = true;
        const after = Number(res.headers.get('retry-after'));
        retryIn = Number.isFinite(after) && after > 0 ? after * 1000 : RETRY_MS;
        say(data.texts.offline);
      }
    } catch {
      dirty = true;
      retryIn = RETRY_MS;
      say(data.texts.offline);
    } finally {
      clearTimeout(slow);
      inFlight = false;
    }
    if (dirty && !stopped) schedule(retryIn || DEBOUNCE_MS);
  }

  const changed = (event: Event) => {
    const target = event.target as HTMLInputElement | null;
    if (!target?.name || target.type === 'file' || target.name === 'photoRemove' || stopped) return;
    keep();
    if (errorsFrom && rules) recheck();
    if (!consented()) return;
    dirty = true;
    schedule(DEBOUNCE_MS);
  };
  form.addEventListener('input', changed);
  form.addEventListener('change', changed);
  window.addEventListener('online', () => void save(false));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void save(true);
  });

  const kept = device.read(data.code);
  const shown = JSON.stringify(request());
  if (status.dataset.savedNow === '1' || !kept) {
    // No copy, or the server has just saved this very form (the copy is older).
    device.forget(data.code);
  } else if ((kept.savedAt ?? 0) < (data.savedAt ?? 0)) {
    // The server holds a draft saved after the one the copy was typed over (another tab or device,
    // or this one's own save): the copy is older.
    device.forget(data.code);
  } else {
    apply(kept.answers);
    if (JSON.stringify(request()) === shown) {
      device.forget(data.code);
    } else {
      say(data.texts.restored);
      if (consented()) {
        dirty = true;
        schedule(DEBOUNCE_MS);
      }
    }
  }

  // --- (c) Problems beside their fields, in the server's words. ---
  function message(e: FieldError): string {
    const numbers = Object.entries(e.params ?? {})
      .filter(([k]) => k !== 'index')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
    return (
      data.messages[`${e.field}:${e.code}`] ??
      (numbers ? data.messages[`${e.code}|${numbers}`] : undefined) ??
      data.messages[e.code] ??
      e.code
    );
  }

  /** Replaces the problems shown (the summary and each field's message) with `errors`. */
  function showErrors(errors: FieldError[], focus: boolean) {
    document.getElementById('problems')?.remove();
    for (const old of Array.from(form!.querySelectorAll('p.error[id^="e-"]'))) old.remove();
    for (const el of Array.from(form!.querySelectorAll('[aria-invalid]'))) el.removeAttribute('aria-invalid');
    for (const el of Array.from(form!.querySelectorAll<HTMLElement>('[aria-describedby]'))) {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && !id.startsWith('e-'));
      if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
      else el.removeAttribute('aria-describedby');
    }
    const shown: FieldError[] = [];
    for (const raw of errors) {
      const e = raw.field === 'images' ? { ...raw, field: 'photo' } : raw;
      if (shown.some((s) => s.field === e.field)) continue;
      shown.push(e);
      const box = form!.querySelector<HTMLElement>(`[data-field="${CSS.escape(e.field)}"]`);
      if (!box) continue;
      const p = document.createElement('p');
      p.className = 'error';
      p.id = `e-${e.field}`;
      p.textContent = message(e);
      const group = box.tagName === 'FIELDSET';
      const before = group ? box.querySelector(':scope > .hint') ?? box.querySelector(':scope > legend') : box.querySelector('label');
      (before ?? box.firstChild)?.after(p);
      const target = group ? box : box.querySelector<HTMLElement>('input, textarea');
      if (!target) continue;
      if (!group) target.setAttribute('aria-invalid', 'true');
      const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      target.setAttribute('aria-describedby', [...ids, p.id].join(' '));
    }
    if (!shown.length) {
      errorsFrom = null;
      return;
    }
    const summary = document.createElement('div');
    summary.id = 'problems';
    summary.className = 'problems';
    summary.setAttribute('role', 'alert');
    summary.tabIndex = -1;
    const heading = document.createElement('h2');
    heading.textContent = data.summary[shown.length] ?? data.summary[data.summary.length - 1] ?? '';
    const list = document.createElement('ul');
    for (const e of shown) {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = `#f-${e.field}`;
      link.textContent = `${data.labels[e.field] ?? e.field}: ${message(e)}`;
      item.append(link);
      list.append(item);
    }
    summary.append(heading, list);
    form!.before(summary);
    if (focus) summary.focus();
  }

  /** After a refused send, a problem goes away as the patient fixes it (none is added meanwhile). */
  function recheck() {
    if (!rules) return;
    const still = new Set(rules.checkIntake(request(), errorsFrom === 'send').errors.map((e) => e.field));
    for (const p of Array.from(form!.querySelectorAll<HTMLElement>('p.error[id^="e-"]'))) {
      const field = p.id.slice(2);
      // The photo is checked when it is chosen again and sent, not from the other answers.
      if (field !== 'photo' && !still.has(field)) clearProblem(field);
    }
  }

  function clearProblem(field: string) {
    const id = `e-${field}`;
    document.getElementById(id)?.remove();
    for (const el of Array.from(form!.querySelectorAll<HTMLElement>(`[aria-describedby~="${id}"]`))) {
      const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
      if (ids.length) el.setAttribute('aria-describedby', ids.join(' '));
      else el.removeAttribute('aria-describedby');
      el.removeAttribute('aria-invalid');
    }
    const summary = document.getElementById('problems');
    if (!summary) return;
    summary.querySelector(`a[href="#f-${CSS.escape(field)}"]`)?.closest('li')?.remove();
    const left = summary.querySelectorAll('li').length;
    const heading = summary.querySelector('h2');
    if (!left) {
      summary.remove();
      errorsFrom = null;
    } else if (heading) {
      heading.textContent = data.summary[left] ?? heading.textContent;
    }
  }

  async function photoProblems(): Promise<FieldError[]> {
    const input = form!.querySelector<HTMLInputElement>('input[type=file][name=photo]');
    const file = input?.files?.[0];
    if (!file || !rules) return [];
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    return rules.checkPhotos([{ size: file.size, head }]);
  }

  let passing = false;
  // Back on this page (the back button, after a send that did not leave it): no send is under way.
  window.addEventListener('pageshow', () => {
    passing = false;
    for (const left of Array.from(form.querySelectorAll('input[type="hidden"][name="action"]'))) left.remove();
  });
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | null;
    if (passing || !rules || submitter?.value !== 'send') return;
    event.preventDefault();
    void (async () => {
      const errors = [...rules!.checkIntake(request(), true).errors, ...(await photoProblems())];
      if (errors.length) {
        errorsFrom = 'send';
        showErrors(errors, true);
        return;
      }
      // The core found nothing: the form goes as it would without this script (the photo with it),
      // sent by the same button, so `action=send` is that button's alone and a later "Save" never
      // sends. Without `requestSubmit` a field names the send for this one submission only. A task
      // later: a submission asked for while the click's own submit event is still being dispatched
      // (a microtask of it) is dropped by the browser.
      await new Promise((resolve) => setTimeout(resolve, 0));
      passing = true;
      try {
        if (typeof form.requestSubmit === 'function' && submitter) {
          form.requestSubmit(submitter);
        } else {
          const action = document.createElement('input');
          action.type = 'hidden';
          action.name = 'action';
          action.value = 'send';
          form.append(action);
          form.submit();
          action.remove();
        }
      } finally {
        passing = false;
      }
    })();
  });

  // --- (b) The medicine search, once the core is here. ---
  function addSearch(loaded: IntakeRules) {
    const group = form!.querySelector<HTMLElement>('[data-field="medicines"]');
    const firstClass = group?.querySelector('.medicine-class');
    if (!group || !firstClass) return;
    const box = document.createElement('div');
    box.className = 'field';
    const label = document.createElement('label');
    label.htmlFor = 'medicine-search';
    label.textContent = data.texts.search;
    const input = document.createElement('input');
    input.type = 'search';
    input.id = 'medicine-search';
    input.autocomplete = 'off';
    input.setAttribute('aria-describedby', 'medicine-search-hint medicine-search-count');
    const hint = document.createElement('p');
    hint.className = 'hint';
    hint.id = 'medicine-search-hint';
    hint.textContent = data.texts.searchHint;
    const count = document.createElement('p');
    count.className = 'hint';
    count.id = 'medicine-search-count';
    count.setAttribute('role', 'status');
    box.append(label, input, hint, count);
    firstClass.before(box);

    const choices = Array.from(group.querySelectorAll<HTMLInputElement>('input[name="medicines"]'));
    // Enter in the search box searches; it never submits the form.
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') event.preventDefault();
    });
    input.addEventListener('input', () => {
      const query = input.value.trim();
      const found = new Set(query ? loaded.searchMedicines(query, data.lang).map((m) => m.id) : choices.map((c) => c.value));
      let shown = 0;
      for (const c of choices) {
        const visible = found.has(c.value) || c.checked;
        (c.closest('.choice') as HTMLElement | null)?.toggleAttribute('hidden', !visible);
        if (found.has(c.value)) shown += 1;
      }
      for (const set of Array.from(group.querySelectorAll<HTMLElement>('.medicine-class'))) {
        set.toggleAttribute('hidden', !set.querySelector('.choice:not([hidden])'));
      }
      count.textContent = !query ? '' : shown ? (data.searchCount[shown] ?? '') : data.texts.searchNone;
    });
  }

  loadIntakeRules().then(
    (loaded) => {
      rules = loaded;
      addSearch(loaded);
    },
    // Without the core the page works as without this script: the server checks every answer.
    (error: unknown) => console.warn('intake: the form rules did not load', error),
  );
}

const data = readData();
if (data) start(data);
