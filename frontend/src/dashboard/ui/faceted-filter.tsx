// A toolbar filter with one choice among a few values (shadcn-admin's faceted filter). A native select:
// keyboard, screen readers and touch work everywhere for no script at all (a Radix menu here cost
// ~20 KB gzip of the dashboard's 150 KB budget).
import { useId } from 'react';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/cn';

export function FacetedFilter({ title, value, options, onChange }: {
  title: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div data-slot="faceted-filter">
      <label htmlFor={id} className="block text-xs font-semibold text-slate-700">{title}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          'rounded-lg border border-dashed px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
          value ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-500 bg-white text-slate-900',
        )}
      >
        <option value="">{t('dash-filter-any')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </div>
  );
}
