import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { loadForms, type FormRules } from '../../lib/core';
import { reveals, type FieldEvent } from '../../lib/forms/form-state';
import { controlsOf, typedValues } from '../../lib/forms/typed-values';
import { useHeldSubmit } from '../../lib/forms/held-submit';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/Button';
import { savePrefill } from '../../lib/booking-prefill';
import { consultationRequestBeforeLeaving } from '../../lib/analytics/consultation-request';
import { visibleProblems, type StarterField } from '../../lib/forms/booking-starter';

/** "Start your booking": name and phone checked live by the WASM core, then on to /medical-booking. */
export function BookingStarter() {
  const { t, href, locale, profile } = useI18n();
  const id = useId();
  const [values, setValues] = useState({ name: '', phone: '' });
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const edited = useRef(new Set<string>());
  const formRef = useRef<HTMLFormElement>(null);

  // What was typed into the prerendered fields before the scripts arrived is kept.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const typed = typedValues(controlsOf(formRef.current), { name: '', phone: '' });
    Object.keys(typed).forEach((f) => edited.current.add(f));
    if (Object.keys(typed).length) setValues((v) => ({ ...v, ...typed }));
  }, []);
  useHeldSubmit(formRef);
  // The form rules are a separate download, fetched on the first focus or input, so the home page's
  // first load brings only the core build.
  const [rules, setRules] = useState<FormRules | null>(null);
  const ensureRules = () =>
    loadForms().then(
      (r) => {
        setRules((prev) => prev ?? r);
        return r;
      },
      (e) => {
        console.warn('form rules not loaded', e);
        return null;
      },
    );
  const problems = useMemo(() => (rules ? rules.validateBooking({ ...values, lang: locale }, Date.now()) : []), [rules, values, locale]);
  const shown = visibleProblems(problems, touched);

  const touch = (field: StarterField | 'all', event: FieldEvent) => {
    if (event === 'change' && field !== 'all') edited.current.add(field);
    const wasEdited = field === 'all' || edited.current.has(field);
    if (!reveals(profile.validationTiming, event, wasEdited)) return;
    setTouched((prev) => new Set([...prev, ...(field === 'all' ? ['name', 'phone'] : [field])]));
  };

  // One check, one analytics event and one navigation, whatever the presses (a press just as a held
  // sending goes lands in the same task, before any state could say so).
  const inFlight = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    touch('all', 'submit');
    const loaded = rules ?? (await ensureRules()); // never rejects: null when the rules did not load
    const now = loaded ? loaded.validateBooking({ ...values, lang: locale }, Date.now()) : [];
    if (Object.keys(visibleProblems(now, new Set(['name', 'phone']))).length) {
      inFlight.current = false;
      return;
    }
    savePrefill(values);
    consultationRequestBeforeLeaving({ source: 'home', language: locale });
    window.location.assign(href('/medical-booking')); // still in flight: the page is leaving
  };
  // Back to this page from the back-forward cache: it did leave, so the form works again.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (e.persisted) inFlight.current = false;
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const field = (name: StarterField, type: string, autoComplete: string) => {
    const problem = shown[name];
    const errorId = `${id}-${name}-error`;
    return (
      <div className="grid gap-1">
        <label htmlFor={`${id}-${name}`} className="font-medium">{t(`booking-field-${name}`)}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={name === 'phone' ? 'tel' : undefined}
          value={values[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          onFocus={() => void ensureRules()}
          onChange={(e) => {
            void ensureRules();
            setValues((v) => ({ ...v, [name]: e.target.value }));
            touch(name, 'change');
          }}
          onBlur={() => touch(name, 'blur')}
          className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid]:border-red-700 dark:border-slate-500 dark:bg-slate-800 dark:text-white"
        />
        <p id={errorId} className="min-h-6 text-sm text-red-800 dark:text-red-300" aria-live="polite">
          {problem ? t(`validation-${problem.code}`, problem.params) : ''}
        </p>
      </div>
    );
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="card grid gap-3 text-start text-slate-900 dark:text-slate-100">
      <h3 id={`${id}-title`} className="text-lg font-bold">{t('home-starter-title')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {field('name', 'text', 'name')}
        {field('phone', 'tel', 'tel')}
      </div>
      <Button type="submit">{t('home-starter-continue')}</Button>
    </form>
  );
}
