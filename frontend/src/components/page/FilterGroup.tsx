/** A row of toggle buttons choosing one value; `aria-pressed` tells which one is on. */
export function FilterGroup({ label, options, value, onChange }: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      <span aria-hidden="true" className="me-1 text-sm font-semibold">{label}</span>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className="rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-slate-950"
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
