// A line diff shown to a person: each change with a few unchanged lines around it, longer unchanged
// runs folded into a count, line numbers of both texts, and added and removed lines told apart by a
// sign and a word for screen readers as well as by colour. The lines are in the document's language
// and direction; the few words around them in the dashboard's.
import { useMemo } from 'react';
import { useI18n } from '../../../lib/i18n';
import { cn } from '../../../lib/cn';
import { diffCounts, lineDiff, withContext, type DiffOp } from './line-diff';

const LINE: Record<DiffOp, string> = {
  same: 'text-slate-800',
  add: 'bg-emerald-50 text-emerald-950',
  del: 'bg-rose-50 text-rose-950',
};
const SIGN: Record<DiffOp, string> = { same: ' ', add: '+', del: '−' };

export function DiffView({ before, after, label, lang, dir }: {
  before: string;
  after: string;
  /** What the diff compares, e.g. "The source, revision 3 → 4". */
  label: string;
  /** The document's language and direction (its lines'). */
  lang?: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t, locale, profile } = useI18n();
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  const shown = useMemo(() => withContext(lines), [lines]);
  const { added, removed } = diffCounts(lines);
  const ui = { lang: locale, dir: profile.direction };
  return (
    <figure data-slot="diff" className="space-y-1">
      <figcaption className="text-sm font-semibold text-slate-800">
        {label} · <span className="font-normal">{t('dash-content-diff-counts', { added, removed })}</span>
      </figcaption>
      {added + removed === 0 ? (
        <p className="text-sm text-slate-700">{t('dash-content-diff-none')}</p>
      ) : (
        <ol aria-label={label} lang={lang} dir={dir} className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white py-1 font-mono text-sm">
          {shown.map((line, i) =>
            line.op === 'fold' ? (
              <li key={i} {...ui} className="bg-slate-50 px-3 py-0.5 text-xs italic text-slate-700">
                {t('dash-content-diff-fold', { count: line.count })}
              </li>
            ) : (
              <li key={i} className={cn('flex min-h-[1.4em] gap-2 px-2', LINE[line.op])}>
                <span aria-hidden="true" dir="ltr" className="w-9 shrink-0 select-none text-end text-slate-500">{line.oldLine ?? ''}</span>
                <span aria-hidden="true" dir="ltr" className="w-9 shrink-0 select-none text-end text-slate-500">{line.newLine ?? ''}</span>
                <span aria-hidden="true" className="w-3 shrink-0 select-none font-bold">{SIGN[line.op]}</span>
                {line.op === 'same' ? (
                  <span className="min-w-0 whitespace-pre-wrap break-words">{line.text}</span>
                ) : (
                  <Changed op={line.op} text={line.text} word={t(line.op === 'add' ? 'dash-content-diff-added' : 'dash-content-diff-removed')} ui={ui} />
                )}
              </li>
            ),
          )}
        </ol>
      )}
    </figure>
  );
}

function Changed({ op, text, word, ui }: { op: 'add' | 'del'; text: string; word: string; ui: { lang: string; dir: 'ltr' | 'rtl' } }) {
  const Tag = op === 'add' ? 'ins' : 'del';
  return (
    <Tag className="min-w-0 whitespace-pre-wrap break-words no-underline">
      <span {...ui} className="sr-only">{word} </span>
      {text}
    </Tag>
  );
}
