import { ERROR_SUMMARY } from '../../lib/forms/use-form';
import { useFormContext } from '../../lib/forms/form-context';
import { useI18n } from '../../lib/i18n';

/** The list of every problem after a failed submit, each a link to its field. */
export function ErrorSummary({ labels }: { labels: Record<string, string> }) {
  const { t } = useI18n();
  const form = useFormContext();
  if (!form.summaryOpen) return null;
  return (
    <div id={form.idOf(ERROR_SUMMARY)} role="alert" className="rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900 dark:border-red-400 dark:bg-slate-900 dark:text-red-200">
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

