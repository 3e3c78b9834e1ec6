// The editor's preview of the text being edited, in the document's language and direction (Arabic
// right to left), laid out as the site's article and FAQ pages lay theirs out.
import { useDeferredValue, useId, useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';
import { previewOf } from './preview';

// The site's article body typography (features/articles/ArticlePage.tsx), kept in step by hand: the
// dashboard is a separate build and never imports the public pages' code.
const BODY =
  'grid gap-4 leading-relaxed [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:ps-6';

export function PreviewPane({ path, text, lang, dir }: { path: string; text: string; lang?: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useI18n();
  const titleId = useId();
  const deferred = useDeferredValue(text);
  const preview = useMemo(() => previewOf(path, deferred), [path, deferred]);
  return (
    <section aria-labelledby={titleId} data-slot="preview" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h3 id={titleId} className="text-lg font-semibold">{t('dash-content-preview-title')}</h3>
      {preview.kind === 'none' && <p className="text-sm text-slate-700">{t('dash-content-preview-none')}</p>}
      {preview.kind === 'article' && (
        <article lang={lang} dir={dir} className="rounded-lg border border-slate-200 p-4">
          <p className="text-2xl font-bold">{preview.title}</p>
          {preview.excerpt && <p className="mt-2 text-slate-700">{preview.excerpt}</p>}
          {/* Escaped text with the format's own few tags only (markdown-lite.ts). */}
          <div className={`mt-6 ${BODY}`} dangerouslySetInnerHTML={{ __html: preview.html }} />
        </article>
      )}
      {preview.kind === 'faq' && (
        <div lang={lang} dir={dir} className="grid gap-3">
          {preview.entries.map((e, i) => (
            <details key={i} className="rounded-lg border border-slate-200 p-3">
              <summary className="cursor-pointer font-semibold">{e.question}</summary>
              <p className="mt-2 text-slate-700">{e.answer}</p>
            </details>
          ))}
        </div>
      )}
    </section>
  );
}
