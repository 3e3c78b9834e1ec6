// Accessible fields of the patient forms: label, hint, error text and the ARIA that links them, bound
// to the form state of lib/forms through its context.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldProblem } from '../../lib/core';
import { useFormContext } from '../../lib/forms/form-context';
import { useI18n } from '../../lib/i18n';

export const inputClass =
  'w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700 dark:border-slate-400 dark:bg-slate-800 dark:text-white dark:aria-[invalid=true]:border-red-400';

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

export function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
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

/** The agreement checkbox (terms, or the assessment's reference-only statement). */
/**
 * A consent box. `notice` names the page the consent is about; its link sits beside the box (not in
 * the label, so a click on the text still ticks it) and opens in a new tab, so nothing typed is lost.
 */
export function AgreementField({ field, label, notice }: { field: string; label: ReactNode; notice: '/privacy' | '/terms' }) {
  const { t, href } = useI18n();
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
        <div className="grid gap-1">
          <label htmlFor={id}>{label}</label>
          <a className="w-fit text-sm font-semibold text-brand-800 underline dark:text-brand-200" href={href(notice)} target="_blank" rel="noopener">
            {t(notice === '/privacy' ? 'forms-notice-privacy-link' : 'forms-notice-terms-link')}
          </a>
        </div>
      </div>
      <FieldError id={errorId} problem={problem} />
    </div>
  );
}

