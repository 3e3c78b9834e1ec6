import type { ReactNode } from 'react';

/** A titled section of a content page; the heading names the region for screen readers. */
export function Section({ id, title, lead, children, className }: { id: string; title: string; lead?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className ?? 'mt-12'}>
      <h2 id={id} className="text-2xl font-bold tracking-tight">{title}</h2>
      {lead && <p className="mt-2 text-slate-700 dark:text-slate-300">{lead}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
