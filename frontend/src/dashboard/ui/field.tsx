// Form fields with their label and error, one look for every dashboard form.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const controlClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function Wrap({ id, label, error, children, className }: { id: string; label: string; error?: string; children: ReactNode; className?: string }) {
  return (
    <div data-slot="field" className={cn('space-y-1', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-rose-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} className={className}>
      <input id={id} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
    </Wrap>
  );
}

export function TextArea({ label, error, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} className={className}>
      <textarea id={id} rows={4} className={controlClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...props} />
    </Wrap>
  );
}

export function SelectField({ label, error, className, options, ...props }: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  options: { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <Wrap id={id} label={label} error={error} className={className}>
      <select id={id} className={controlClass} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Wrap>
  );
}
