// The parts every patient form shares: the form state hook (WASM rules, the language's timing, the
// server's 422 mapped onto fields, focus to the first error) and accessible field components.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type SelectHTMLAttributes,
  type InputHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { loadForms, type FieldProblem, type FormRules } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { messageKey, reveals, serverProblems, shownProblems, without, type FieldEvent } from './form-state';

export const inputClass =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:border-slate-400 dark:bg-slate-800 dark:text-white dark:aria-[invalid=true]:border-red-400';

export interface FormOptions<V> {
  /** Names the form's element ids and its refined messages (`validation-<code>-<form>`). */
  name: string;
  initial: V;
  /** The fields in the order the page shows them (focus and the summary follow it). */
  order: readonly string[];
  validate: (rules: FormRules, values: V) => FieldProblem[];
  /** Codes with a form-specific message. */
  refined?: readonly string[];
  /** Load the rules when the form mounts (form pages) or on first touch (a teaser on another page). */
  load?: 'mount' | 'touch';
}

export interface Form<V> {
  values: V;
  rules: FormRules | null;
  set: <K extends keyof V>(field: K, value: V[K]) => void;
  replace: (values: V) => void;
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

  const ensureRules = useCallback(async () => {
    const loaded = await loadForms();
    setRules((r) => r ?? loaded);
    return loaded;
  }, []);

  useEffect(() => {
    if (options.load !== 'touch') ensureRules().catch((e) => console.warn('form rules not loaded', e));
  }, [ensureRules, options.load]);

  const problems = useMemo(() => (rules ? validate.current(rules, values) : []), [rules, values]);
  const shown = useMemo(() => shownProblems(order, problems, revealed, server), [order, problems, revealed, server]);

  const idOf = useCallback((field: string) => `${name}${baseId.replace(/[^a-zA-Z0-9]/g, '')}-${field}`, [name, baseId]);

  useEffect(() => {
    if (!focusTick) return;
    const first = shown[0];
    if (first) document.getElementById(idOf(first.field))?.focus();
    // focus once per submit, not on every later change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const event = useCallback(
    (field: string, ev: FieldEvent) => {
      if (options.load === 'touch') ensureRules().catch((e) => console.warn('form rules not loaded', e));
      if (reveals(profile.validationTiming, ev)) setRevealed((prev) => (prev.has(field) ? prev : new Set([...prev, field])));
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

  const reset = useCallback(() => {
    setValues(options.initial);
    setRevealed(new Set());
    setServer({});
    setSummaryOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    values,
    rules,
    set,
    replace: setValues,
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

// The context carries forms of every value type; fields read it by name, so it cannot name one type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const FormContext = createContext<Form<any> | null>(null);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function FormProvider({ form, children }: { form: Form<any>; children: ReactNode }) {
  return <FormContext.Provider value={form}>{children}</FormContext.Provider>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function useFormContext(): Form<any> {
  const form = useContext(FormContext);
  if (!form) throw new Error('field outside FormProvider');
  return form;
}

/** The wiring of one field: ids, error text, and the ARIA that links them. */
export function useField(field: string, withHint = false) {
  const form = useFormContext();
  const id = form.idOf(field);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const problem = form.problemOf(field);
  const describedBy = [problem ? errorId : null, withHint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return {
    form,
    id,
    errorId,
    hintId,
    problem,
    aria: { 'aria-invalid': problem ? true : undefined, 'aria-describedby': describedBy } as const,
  };
}

export function FieldError({ id, problem }: { id: string; problem?: FieldProblem }) {
  const form = useFormContext();
  return (
    <p id={id} className="min-h-5 text-sm font-medium text-red-800 dark:text-red-300">
      {problem ? form.message(problem) : ''}
    </p>
  );
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useI18n();
  return (
    <label htmlFor={htmlFor} className="font-medium">
      {label}
      {required ? (
        <span className="ms-1 text-red-800 dark:text-red-300" aria-hidden="true">*</span>
      ) : (
        <span className="ms-1 text-sm font-normal text-slate-600 dark:text-slate-300">{t('forms-optional')}</span>
      )}
    </label>
  );
}

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'form'> & {
  field: string;
  label: string;
  hint?: string;
  /** Rewrites what the person typed (the phone mask). */
  transform?: (value: string) => string;
};

export function TextField({ field, label, hint, required, transform, ...rest }: TextProps) {
  const { form, id, errorId, hintId, problem, aria } = useField(field, Boolean(hint));
  const value = (form.values as Record<string, unknown>)[field];
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} label={label} required={required} />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={field}
        className={inputClass}
        aria-required={required || undefined}
        {...aria}
        {...rest}
        value={value == null ? '' : String(value)}
        onChange={(e) => {
          form.set(field, transform ? transform(e.target.value) : e.target.value);
          form.event(field, 'change');
        }}
        onBlur={() => form.event(field, 'blur')}
        onFocus={() => form.event(field, 'focus')}
      />
      <FieldError id={errorId} problem={problem} />
    </div>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'form'> & { field: string; label: string };

export function TextArea({ field, label, required, ...rest }: AreaProps) {
  const { form, id, errorId, problem, aria } = useField(field);
  const value = (form.values as Record<string, unknown>)[field];
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        name={field}
        rows={4}
        className={inputClass}
        aria-required={required || undefined}
        {...aria}
        {...rest}
        value={value == null ? '' : String(value)}
        onChange={(e) => {
          form.set(field, e.target.value);
          form.event(field, 'change');
        }}
        onBlur={() => form.event(field, 'blur')}
      />
      <FieldError id={errorId} problem={problem} />
    </div>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'form'> & {
  field: string;
  label: string;
  options: { value: string; label: string }[];
  placeholder: string;
};

export function SelectField({ field, label, options, placeholder, required, ...rest }: SelectProps) {
  const { form, id, errorId, problem, aria } = useField(field);
  const value = (form.values as Record<string, unknown>)[field];
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} label={label} required={required} />
      <select
        id={id}
        name={field}
        className={inputClass}
        aria-required={required || undefined}
        {...aria}
        {...rest}
        value={value == null ? '' : String(value)}
        onChange={(e) => {
          form.set(field, e.target.value);
          form.event(field, 'change');
          form.event(field, 'blur'); // choosing is finishing the field
        }}
        onBlur={() => form.event(field, 'blur')}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} problem={problem} />
    </div>
  );
}

/** A group of radio buttons or checkboxes under one legend; the first input carries the field id. */
export function ChoiceGroup({
  field,
  legend,
  options,
  multiple,
  required,
  onToggle,
  columns = 'sm:grid-cols-2',
  empty,
}: {
  field: string;
  legend: string;
  options: { value: string; label: ReactNode; disabled?: boolean }[];
  multiple?: boolean;
  required?: boolean;
  onToggle?: (value: string, checked: boolean) => void;
  columns?: string;
  /** Shown (and focused for an error) when there are no options yet. */
  empty?: string;
}) {
  const { t } = useI18n();
  const { form, id, errorId, problem } = useField(field);
  const current = (form.values as Record<string, unknown>)[field];
  const selected = Array.isArray(current) ? (current as string[]) : [String(current ?? '')];
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={problem ? errorId : undefined}
      aria-invalid={problem ? true : undefined}
    >
      <legend className="mb-1 font-medium">
        {legend}
        {required ? (
          <span className="ms-1 text-red-800 dark:text-red-300" aria-hidden="true">*</span>
        ) : (
          <span className="ms-1 text-sm font-normal text-slate-600 dark:text-slate-300">{t('forms-optional')}</span>
        )}
      </legend>
      {empty !== undefined && (
        <p id={id} tabIndex={-1} className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
          {empty}
        </p>
      )}
      <div className={`grid gap-2 ${columns}`}>
        {options.map((o, i) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 dark:border-slate-600 dark:has-[:checked]:bg-slate-800"
          >
            <input
              id={i === 0 ? id : undefined}
              type={multiple ? 'checkbox' : 'radio'}
              name={field}
              value={o.value}
              disabled={o.disabled}
              checked={selected.includes(o.value)}
              onChange={(e) => {
                if (onToggle) onToggle(o.value, e.target.checked);
                else form.set(field, o.value);
                form.event(field, 'change');
                form.event(field, 'blur');
              }}
              onBlur={() => form.event(field, 'blur')}
              className="size-4 accent-brand-700"
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} problem={problem} />
    </fieldset>
  );
}

/** The agreement checkbox (terms, or the assessment's reference-only statement). */
export function AgreementField({ field, label }: { field: string; label: ReactNode }) {
  const { form, id, errorId, problem, aria } = useField(field);
  const checked = Boolean((form.values as Record<string, unknown>)[field]);
  return (
    <div className="grid gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name={field}
          checked={checked}
          aria-required
          {...aria}
          onChange={(e) => {
            form.set(field, e.target.checked);
            form.event(field, 'change');
            form.event(field, 'blur');
          }}
          onBlur={() => form.event(field, 'blur')}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={errorId} problem={problem} />
    </div>
  );
}

/** The list of every problem after a failed submit, each a link to its field. */
export function ErrorSummary({ labels }: { labels: Record<string, string> }) {
  const { t } = useI18n();
  const form = useFormContext();
  if (!form.summaryOpen) return null;
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200">
      <p className="font-bold">{t('validation-summary', { count: form.shown.length })}</p>
      <ul className="mt-2 list-disc ps-6">
        {form.shown.map((p) => (
          <li key={p.field}>
            <a
              className="underline"
              href={`#${form.idOf(p.field)}`}
              onClick={(e) => {
                e.preventDefault();
                document.getElementById(form.idOf(p.field))?.focus();
              }}
            >
              {labels[p.field] ?? p.field}: {form.message(p)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A status line for what happened to a submission (network, rate limit, conflicts). */
export function FormNotice({ text, tone = 'error' }: { text: string | null; tone?: 'error' | 'info' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'}>
      {text && (
        <p
          className={
            tone === 'error'
              ? 'rounded-lg border border-red-700 bg-red-50 p-3 text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200'
              : 'rounded-lg border border-brand-700 bg-brand-50 p-3 text-brand-900 dark:border-brand-300 dark:bg-slate-900 dark:text-brand-100'
          }
        >
          {text}
        </p>
      )}
    </div>
  );
}
