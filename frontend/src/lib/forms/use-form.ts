// The state every patient form shares: the WASM rules, the language's validation timing, the server's
// 422 mapped onto fields, focus to the first problem, and what was typed before hydration.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { loadForms, type FieldProblem, type FormRules } from '../core';
import { useI18n } from '../i18n';
import { messageKey, reveals, serverProblems, shownProblems, without, type FieldEvent } from './form-state';
import { controlsOf, fillEmpty, typedValues } from './typed-values';
import { useHeldSubmit } from './held-submit';

/** The id suffix of a form's error summary (`idOf(ERROR_SUMMARY)`). */
export const ERROR_SUMMARY = 'error-summary';

export interface FormOptions<V> {
  /** Names the form's element ids and its refined messages (`validation-<code>-<form>`). */
  name: string;
  initial: V;
  /** The fields in the order the page shows them (focus and the summary follow it). */
  order: readonly string[];
  validate: (rules: FormRules, values: V) => FieldProblem[];
  /** Codes with a form-specific message. */
  refined?: readonly string[];
  /**
   * Load the rules when the form mounts, or on the patient's first touch (the default: the rules are
   * a separate download, and a page that fetches nothing until someone uses it is interactive sooner
   * on a slow phone). `prepare()` starts the download for a form that needs the rules untouched.
   */
  load?: 'mount' | 'touch';
  /**
   * Whether a sending held before the scripts arrived may go now (default true): false while input
   * made before hydration is still being taken over (the assessment's photos).
   */
  heldSubmitReady?: boolean;
}

export interface Form<V> {
  values: V;
  rules: FormRules | null;
  /** Starts loading the rules (e.g. a restored draft that needs them to show its choices). */
  prepare: () => void;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  /** New values, or a change computed from the current ones (never from a stale render's). */
  replace: (next: V | ((current: V) => V)) => void;
  /** A stored draft or prefill: fills only the fields still empty, never one the patient filled. */
  restore: (stored: Partial<V>) => void;
  /** Goes on the <form>: at hydration, what the patient typed into the prerendered form is kept. */
  ref: RefObject<HTMLFormElement | null>;
  event: (field: string, event: FieldEvent) => void;
  shown: FieldProblem[];
  problemOf: (field: string) => FieldProblem | undefined;
  message: (problem: FieldProblem) => string;
  idOf: (field: string) => string;
  /** Reveals everything; returns true when the core finds nothing (then the caller sends). */
  check: () => Promise<boolean>;
  /** The server's 422: its problems land on the fields and focus goes to the first. */
  applyServer: (fields: FieldProblem[]) => FieldProblem[];
  /** One field's problem from elsewhere (e.g. 409 slot_full on the time). */
  setFieldProblem: (problem: FieldProblem) => void;
  summaryOpen: boolean;
  reset: () => void;
}

export function useForm<V extends object>(options: FormOptions<V>): Form<V> {
  const { profile, t } = useI18n();
  const baseId = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [rules, setRules] = useState<FormRules | null>(null);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [server, setServer] = useState<Record<string, FieldProblem>>({});
  const [summaryOpen, setSummaryOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const { order, refined, name } = options;
  const validate = useRef(options.validate);
  validate.current = options.validate;
  const ref = useRef<HTMLFormElement>(null);
  // Fields the patient has changed: leaving one of these is being done with it (the product’s validation rules timing).
  const edited = useRef(new Set<string>());

  // The prerendered form worked as plain HTML until now: take over what was typed into it, before the
  // first render with the form's state could write its empty values back into the fields.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const typed = typedValues(controlsOf(el), options.initial);
    const fields = Object.keys(typed);
    if (!fields.length) return;
    fields.forEach((f) => edited.current.add(f));
    setValues((v) => ({ ...v, ...typed }));
    // once, at hydration
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Sent before the scripts arrived: sent again now, with what was typed.
  useHeldSubmit(ref, options.heldSubmitReady ?? true);

  const ensureRules = useCallback(async () => {
    const loaded = await loadForms();
    setRules((r) => r ?? loaded);
    return loaded;
  }, []);

  useEffect(() => {
    if (options.load === 'mount') ensureRules().catch((e) => console.warn('form rules not loaded', e));
  }, [ensureRules, options.load]);

  const problems = useMemo(() => (rules ? validate.current(rules, values) : []), [rules, values]);
  const shown = useMemo(() => shownProblems(order, problems, revealed, server), [order, problems, revealed, server]);

  const idOf = useCallback((field: string) => `${name}${baseId.replace(/[^a-zA-Z0-9]/g, '')}-${field}`, [name, baseId]);

  useEffect(() => {
    if (!focusTick) return;
    // The summary comes fully into view (below the sticky header: scroll-padding in styles.css); focus
    // then goes to the first problem, without scrolling the summary away when the field is on screen.
    const summary = document.getElementById(idOf(ERROR_SUMMARY));
    summary?.scrollIntoView({ block: 'start' });
    const first = shown[0];
    const field = first ? document.getElementById(idOf(first.field)) : null;
    field?.focus({ preventScroll: Boolean(summary) && onScreen(field) });
    // focus once per submit, not on every later change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const event = useCallback(
    (field: string, ev: FieldEvent) => {
      if (options.load !== 'mount') ensureRules().catch((e) => console.warn('form rules not loaded', e));
      if (ev === 'change') edited.current.add(field);
      if (reveals(profile.validationTiming, ev, edited.current.has(field))) setRevealed((prev) => (prev.has(field) ? prev : new Set([...prev, field])));
    },
    [ensureRules, options.load, profile.validationTiming],
  );

  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer((s) => without(s, field as string));
  }, []);

  const check = useCallback(async () => {
    const loaded = await ensureRules();
    setRevealed(new Set(order));
    setServer({});
    const found = validate.current(loaded, values).filter((p) => order.includes(p.field));
    setSummaryOpen(found.length > 0);
    if (found.length) setFocusTick((n) => n + 1);
    return found.length === 0;
  }, [ensureRules, order, values]);

  const applyServer = useCallback(
    (fields: FieldProblem[]) => {
      const { byField, other } = serverProblems(order, fields);
      setServer(byField);
      setSummaryOpen(Object.keys(byField).length > 0);
      setFocusTick((n) => n + 1);
      return other;
    },
    [order],
  );

  const setFieldProblem = useCallback((problem: FieldProblem) => {
    setServer((s) => ({ ...s, [problem.field]: problem }));
    setFocusTick((n) => n + 1);
  }, []);

  const restore = useCallback((stored: Partial<V>) => setValues((v) => fillEmpty(v, stored)), []);

  const reset = useCallback(() => {
    edited.current.clear();
    setValues(options.initial);
    setRevealed(new Set());
    setServer({});
    setSummaryOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const prepare = useCallback(() => void ensureRules().catch((e) => console.warn('form rules not loaded', e)), [ensureRules]);

  return {
    values,
    rules,
    prepare,
    set,
    replace: setValues,
    restore,
    ref,
    event,
    shown,
    problemOf: (field) => shown.find((p) => p.field === field),
    message: (problem) => t(messageKey(problem, refined, name), problem.params),
    idOf,
    check,
    applyServer,
    setFieldProblem,
    summaryOpen: summaryOpen && shown.length > 0,
    reset,
  };
}


/** Whether an element is wholly inside the viewport. */
function onScreen(el: Element): boolean {
  const box = el.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}
