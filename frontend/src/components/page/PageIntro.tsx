import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

/** Title and lead paragraph of a content page, from `page-<id>-title` and `page-<id>-lead`. */
export function PageIntro({ id, title, lead, children }: { id: string; title?: string; lead?: string; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title ?? t(`page-${id}-title`)}</h1>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{lead ?? t(`page-${id}-lead`)}</p>
        {children}
      </div>
    </div>
  );
}

export function PageBody({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-4xl px-4 py-10">{children}</div>;
}

/** A list of translated points `<prefix>-1` … `<prefix>-<count>`. */
export function KeyList({ prefix, count }: { prefix: string; count: number }) {
  const { t } = useI18n();
  return (
    <ul className="grid gap-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card flex gap-3">
          <span aria-hidden="true" className="text-brand-700 dark:text-brand-300">✓</span>
          <span>{t(`${prefix}-${i + 1}`)}</span>
        </li>
      ))}
    </ul>
  );
}
