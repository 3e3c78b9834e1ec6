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
