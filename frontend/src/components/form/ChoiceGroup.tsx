import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';
import { FieldError, useField } from './fields';

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

