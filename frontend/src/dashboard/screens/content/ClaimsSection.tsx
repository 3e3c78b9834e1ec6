// The claims check's findings in a document (the server's, over the text last saved): each banned
// phrase with why the site never says it and where it stands in the text, and the author's reason for
// keeping it on purpose (a quotation, a negation the list cannot tell). Editable for the author; read
// by the reviewer, whose approval the server refuses while a phrase is neither fixed nor kept.
import { useId } from 'react';
import { stripIsolates, useI18n } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../ui/badge';
import { TextField } from '../../ui/field';
import { byPhrase, excerpt, unresolved, type ClaimFinding, type Reasons } from './claims';

export function ClaimsSection({ findings, text, reasons, onReason, onShow, outdated, lang, dir }: {
  findings: ClaimFinding[];
  /** The text the findings were found in (their offsets point into it). */
  text: string;
  reasons: Reasons;
  /** The author's: a reason typed for a phrase. Without it the reasons are read only. */
  onReason?: (phrase: string, reason: string) => void;
  /** Selects a finding in the editor. */
  onShow?: (start: number, end: number) => void;
  /** The editor's text has changed since the check: the findings are the saved text's. */
  outdated?: boolean;
  lang?: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useI18n();
  const phrases = byPhrase(findings);
  const open = unresolved(phrases, reasons).length;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-slot="claims" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
      <h3 id={titleId} className="text-lg font-semibold">{t('dash-content-claims-title')}</h3>
      {phrases.length === 0 ? (
        <p className="text-sm">{t('dash-content-claims-none')}</p>
      ) : (
        <>
          <p className="text-sm">{t('dash-content-claims-lead', { count: phrases.length })}</p>
          {open > 0 && <p className="text-sm font-semibold text-rose-900">{t('dash-content-claims-open', { count: open })}</p>}
        </>
      )}
      {outdated && <p className="text-sm text-slate-700">{t('dash-content-claims-outdated')}</p>}
      <ul className="space-y-3">
        {phrases.map((p) => {
          const reason = reasons[p.phrase] ?? '';
          return (
            <li key={p.phrase} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone={reason.trim() ? 'neutral' : 'bad'}>{t(`dash-content-claim-rule-${p.rule}`)}</Badge>
                <strong lang={lang} dir="auto">{p.phrase}</strong>
              </p>
              <p className="text-sm text-slate-800" lang={lang} dir="auto">{p.why}</p>
              <ul className="space-y-1 text-sm">
                {p.places.map(({ start, end }) => {
                  const { before, match, after } = excerpt(text, start, end);
                  return (
                    <li key={start} className="flex flex-wrap items-center gap-2">
                      <span lang={lang} dir={dir} className="font-mono">
                        {before}
                        <mark className="rounded bg-amber-200 px-0.5 text-slate-950">{match}</mark>
                        {after}
                      </span>
                      {onShow && !outdated && (
                        <Button type="button" size="sm" variant="ghost" onClick={() => onShow(start, end)}>
                          {t('dash-content-claims-show')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
              {onReason ? (
                <TextField
                  label={stripIsolates(t('dash-content-claims-reason', { phrase: p.phrase }))}
                  value={reason}
                  onChange={(e) => onReason(p.phrase, e.target.value)}
                  dir="auto"
                />
              ) : reason.trim() ? (
                <p className="text-sm">
                  {t('dash-content-claims-kept')} <span dir="auto" className="whitespace-pre-wrap break-words">{reason}</span>
                </p>
              ) : (
                <p className="text-sm font-semibold text-rose-900">{t('dash-content-claims-not-kept')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
