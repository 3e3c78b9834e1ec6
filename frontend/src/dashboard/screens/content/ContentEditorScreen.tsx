// One document of the site's content (issue 27): its text in the kept editor (DocumentText.tsx, in the
// document's language and direction), what the zh-TW source changed since a translation was made and
// whether this edit is a new translation of it or only a fix, another language read-only beside it,
// the claims check's findings with the author's reasons for keeping any, Save draft and Submit for
// review, and the reviewer's part while the change is in review.
//
// The editor's text is its own state, filled once from the document; reading the document again (a
// save, a focus) never replaces it. The published revision it was opened on goes with every save, so
// a publication in between is refused (409 `stale`) and offered as a reload, never overwritten.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { localeProfile, siteLocales } from '../../../lib/core';
import { stripIsolates, useI18n } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { ApiError } from '../../api/client';
import { canReviewContent } from '../../api/choices';
import { saveContentDraft, submitContent, useContentChange, useContentDocument } from '../../api/content';
import { keys, useMe } from '../../api/queries';
import type { ContentDocument, ContentDraft, ContentDraftRequest } from '../../api/wire';
import { Link, navigate, useLocation } from '../../app/router';
import { controlClass } from '../../ui/field';
import { formatInstant } from '../../ui/format';
import { languageName } from '../labels';
import { DraftBadge } from './ContentBadges';
import { ContentError } from './ContentError';
import { contentErrorKey } from './content-errors';
import { DiffView } from './DiffView';
import { DocumentText, type DocumentTextHandle } from './DocumentText';
import { ImageInsert } from './ImageInsert';
import { checkDocument, type DocumentProblem } from './document-check';
import { ClaimsSection } from './ClaimsSection';
import { overridesOf, reasonsOf, sameReasons, type Reasons } from './claims';
import { editorLink, kindOf, pathIn, splitPath, SOURCE_LANG } from './documents';
import { ReviewSection } from './ReviewSection';

// The preview is loaded when first shown: most edits never open it.
const PreviewPane = lazy(() => import('./PreviewPane').then((m) => ({ default: m.PreviewPane })));
import { useLiveClaims } from './live-claims';

type Translated = '' | 'current' | 'unchanged';

/** A language's writing direction; a folder that is no site language reads left to right. */
function directionOf(lang: string | undefined): 'ltr' | 'rtl' {
  if (!lang) return 'ltr';
  try {
    return localeProfile(lang).direction === 'rtl' ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

const textClass = cn(controlClass, 'min-h-[24rem] font-mono text-sm leading-relaxed');

/** A `<details>` whose content is built only once opened (a diff of a long document costs a moment). */
function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-xl bg-white p-3 shadow-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">{summary}</summary>
      {open && <div className="mt-3">{children}</div>}
    </details>
  );
}

/** Another language of the same document, read-only, beside the one being edited. */
function BesidePane({ path, lang }: { path: string; lang: string }) {
  const { t } = useI18n();
  const other = useContentDocument(path);
  const language = languageName(lang);
  const missing = other.error instanceof ApiError && other.error.status === 404;
  const text = other.data ? (other.data.revision > 0 ? other.data.body : (other.data.draft?.body ?? '')) : '';
  const label = other.data
    ? other.data.revision > 0
      ? t('dash-content-beside-published', { language, revision: other.data.revision })
      : t('dash-content-beside-draft', { language })
    : language;
  return (
    <div className="space-y-1">
      <label htmlFor="content-beside-text" className="block text-sm font-semibold text-slate-800">{label}</label>
      {missing ? (
        <p className="text-sm text-slate-700">{t('dash-content-beside-missing', { language })}</p>
      ) : other.error ? (
        <ContentError error={other.error} />
      ) : !other.data ? (
        <p role="status" className="text-sm">{t('dash-loading')}</p>
      ) : (
        <textarea id="content-beside-text" readOnly value={text} lang={lang} dir={directionOf(lang)} rows={24} className={cn(textClass, 'bg-slate-50')} />
      )}
    </div>
  );
}

/** The problem found before saving, in words, with its place in the text when known. */
function ProblemText({ problem }: { problem: DocumentProblem }) {
  const { t } = useI18n();
  if (problem.code === 'required') return <>{t('dash-content-error-body-required')}</>;
  return (
    <>
      {problem.line ? t('dash-content-json-at', { line: problem.line, column: problem.column ?? 1 }) : t('dash-content-error-body-json')}{' '}
      <code dir="ltr" className="text-xs">{problem.detail}</code>
    </>
  );
}

function Editor({ doc, onNotice, onReload }: {
  doc: ContentDocument;
  onNotice: (text: string) => void;
  /** Reads the document again and starts the editor afresh from it; `kept` is the text to keep to copy from. */
  onReload: (kept: string | null) => void;
}) {
  const { t, locale } = useI18n();
  const client = useQueryClient();
  const me = useMe().data?.user;
  const { search } = useLocation();
  const { lang, name } = splitPath(doc.path);
  const dir = directionOf(lang);
  const draft = doc.draft;
  const translation = doc.translation;
  const behind = translation?.needsUpdate ?? false;
  const locked = draft?.status === 'in_review';
  const [text, setText] = useState(draft?.body ?? doc.body);
  // The published revision this editor was opened on: the base of every save (docs/admin-api.md).
  // Only an approval given on this screen moves it on: that publication is no one else's change.
  const [openedRevision, setOpenedRevision] = useState(doc.revision);
  const [translated, setTranslated] = useState<Translated>(behind ? ((draft?.translated as Translated | undefined) ?? '') : 'current');
  const [reasons, setReasons] = useState<Reasons>(() => reasonsOf(draft?.overrides));
  const [problem, setProblem] = useState<DocumentProblem | null>(null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const [refusedStale, setRefusedStale] = useState(false);
  const area = useRef<DocumentTextHandle>(null);
  const choice = useRef<HTMLFieldSetElement>(null);

  const saved = draft?.body ?? doc.body;
  const live = useLiveClaims(lang ?? '', text);
  const [previewing, setPreviewing] = useState(false);
  const dirty = text !== saved || !sameReasons(reasons, reasonsOf(draft?.overrides));
  const stale = refusedStale || doc.revision !== openedRevision;
  const besideLang = search.get('beside') ?? '';
  const beside = lang && besideLang !== lang && (siteLocales() as string[]).includes(besideLang) ? besideLang : '';

  // Closing the tab or reloading with unsaved text asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The server's answer is the draft as saved: shown at once, before the document is read again.
  const remember = (updated: ContentDraft) => client.setQueryData<ContentDocument>(keys.contentDocument(doc.path), (old) => (old ? { ...old, draft: updated } : old));
  const onRefused = (error: unknown) => {
    if (contentErrorKey(error) === 'dash-content-error-stale') setRefusedStale(true);
  };
  const save = useContentChange((body: ContentDraftRequest) => saveContentDraft(body));
  const submit = useContentChange(async (body: ContentDraftRequest | null) => {
    if (body) remember(await saveContentDraft(body));
    return submitContent(body?.path ?? doc.path);
  });
  const busy = save.isPending || submit.isPending;

  /** The text and choice as a save request, or null after showing why it cannot be saved. */
  const request = (): ContentDraftRequest | null => {
    const found = checkDocument(doc.path, text);
    setProblem(found);
    if (found) {
      if (found.code === 'json' && found.offset !== undefined) area.current?.select(found.offset, found.offset);
      else area.current?.focus();
      return null;
    }
    if (behind && translated === '') {
      setChoiceMissing(true);
      choice.current?.querySelector('input')?.focus();
      return null;
    }
    return {
      path: doc.path,
      body: text,
      baseRevision: openedRevision,
      overrides: overridesOf(reasons),
      ...(translation ? { translated: behind ? translated : 'current' } : {}),
    };
  };
  const onSave = () => {
    const body = request();
    if (!body) return;
    submit.reset();
    save.mutate(body, {
      onSuccess: (d) => {
        remember(d);
        onNotice(t('dash-content-saved'));
      },
      onError: onRefused,
    });
  };
  const onSubmit = () => {
    // Unsaved text (or a changed choice) is saved first; a saved draft goes as it is.
    const unsaved = dirty || !draft || (behind && translated !== draft.translated);
    const body = unsaved ? request() : null;
    if (unsaved && !body) return;
    save.reset();
    submit.mutate(body, {
      onSuccess: (d) => {
        remember(d);
        onNotice(t('dash-content-submitted'));
      },
      onError: onRefused,
    });
  };
  const onKey = () => {
    if (!locked && !busy) onSave();
  };
  /** A link away from unsaved text asks first. */
  const leave = (e: MouseEvent<HTMLAnchorElement>) => {
    if (dirty && !window.confirm(stripIsolates(t('dash-content-leave-unsaved')))) e.preventDefault();
  };

  /** Selects a claims finding in the text, as the editor's own selection. */
  const show = (start: number, end: number) => area.current?.select(start, end);
  const reviewer = me ? canReviewContent(me) : false;
  const reviewing = reviewer && draft?.status === 'in_review';
  const language = lang ? languageName(lang) : t('dash-content-kind-shared');
  return (
    <article aria-labelledby="content-doc-title" className="space-y-6">
      <header className="space-y-2">
        <p className="text-sm">
          <Link to="/content" className="text-brand-800 underline" onClick={leave}>{t('dash-content-back')}</Link>
        </p>
        <h1 id="content-doc-title" className="flex flex-wrap items-baseline gap-x-3 text-2xl font-bold">
          <span className="font-mono" dir="ltr">{name}</span>
          <span className="text-lg font-semibold text-slate-700" lang={lang}>{language}</span>
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span>{t(`dash-content-kind-${kindOf({ lang, name })}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{doc.revision > 0 ? t('dash-content-revision-long', { revision: doc.revision }) : t('dash-content-new-document')}</span>
          {draft && <DraftBadge status={draft.status} />}
          {draft && <span>{t('dash-content-draft-by', { email: draft.authorEmail, at: formatInstant(locale, draft.updatedAt) })}</span>}
        </p>
        {lang && (
          <nav aria-label={t('dash-content-languages')} className="flex flex-wrap gap-1 text-sm">
            {siteLocales().map((l) => (
              <Link
                key={l}
                to={editorLink(pathIn(l, name), beside && beside !== l ? beside : undefined)}
                lang={l}
                aria-current={l === lang ? 'page' : undefined}
                onClick={leave}
                className={cn('rounded-full border px-3 py-1', l === lang ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-slate-300 hover:bg-slate-100')}
              >
                {languageName(l)}
              </Link>
            ))}
          </nav>
        )}
      </header>

      {stale && (
        <div role="alert" className="space-y-2 rounded-xl border border-amber-400 bg-amber-50 p-4">
          <p>{t('dash-content-stale')}</p>
          <Button type="button" size="sm" onClick={() => onReload(dirty ? text : null)}>{t('dash-content-reload')}</Button>
        </div>
      )}
      {draft?.status === 'returned' && draft.note && (
        <section aria-labelledby="content-returned-title" className="rounded-xl border border-rose-300 bg-rose-50 p-4">
          <h2 id="content-returned-title" className="font-semibold text-rose-950">{t('dash-content-returned-title')}</h2>
          <p dir="auto" className="mt-1 whitespace-pre-wrap break-words">{draft.note}</p>
        </section>
      )}
      {locked && <p className="rounded-xl border border-sky-300 bg-sky-50 p-4">{t('dash-content-locked')}</p>}
      {lang === SOURCE_LANG && <p className="text-sm text-slate-800">{t('dash-content-source-note')}</p>}

      {translation && (
        <section aria-labelledby="content-source-title" className="space-y-3 rounded-xl bg-white p-4 shadow-sm">
          <h2 id="content-source-title" className="text-lg font-semibold">{t('dash-content-source-title')}</h2>
          <p className="text-sm">
            {behind
              ? t('dash-content-source-changed', { from: translation.fromRevision, now: translation.sourceRevision })
              : t('dash-content-source-current', { revision: translation.sourceRevision })}{' '}
            <Link to={editorLink(translation.sourcePath, lang)} className="text-brand-800 underline" onClick={leave}>{t('dash-content-open-source')}</Link>
          </p>
          {behind && translation.entriesBehind && (
            <div className="text-sm">
              <p id="content-entries-behind">{t('dash-content-entries-behind', { count: translation.entriesBehind.length })}</p>
              <ul aria-labelledby="content-entries-behind" className="ms-5 list-disc">
                {translation.entriesBehind.map((entry) => (
                  <li key={entry}><code dir="ltr">{entry}</code></li>
                ))}
              </ul>
            </div>
          )}
          {behind && (
            <>
              <DiffView
                before={translation.sourceThen}
                after={translation.sourceNow}
                label={t('dash-content-source-diff', { from: translation.fromRevision, now: translation.sourceRevision })}
                lang={SOURCE_LANG}
                dir={directionOf(SOURCE_LANG)}
              />
              <fieldset ref={choice} disabled={locked} className="space-y-2" aria-describedby={choiceMissing ? 'content-choice-error' : undefined}>
                <legend className="font-semibold">{t('dash-content-translated-legend')}</legend>
                {(['current', 'unchanged'] as const).map((value) => (
                  <label key={value} className="flex items-start gap-2">
                    <input
                      type="radio"
                      name="translated"
                      value={value}
                      checked={translated === value}
                      onChange={() => {
                        setTranslated(value);
                        setChoiceMissing(false);
                      }}
                      className="mt-1 h-4 w-4"
                    />
                    <span>{t(`dash-content-translated-${value}`)}</span>
                  </label>
                ))}
                {choiceMissing && <p id="content-choice-error" role="alert" className="text-sm text-rose-800">{t('dash-content-translated-missing')}</p>}
              </fieldset>
            </>
          )}
        </section>
      )}

      <section aria-labelledby="content-editor-title" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="content-editor-title" className="text-lg font-semibold">{t(locked ? 'dash-content-text-locked-title' : 'dash-content-text-title')}</h2>
          {lang && (
            <div>
              <label htmlFor="content-beside" className="block text-xs font-semibold text-slate-700">{t('dash-content-beside')}</label>
              <select
                id="content-beside"
                value={beside}
                onChange={(e) => navigate(editorLink(doc.path, e.target.value || undefined), { replace: true })}
                className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm"
              >
                <option value="">{t('dash-content-beside-none')}</option>
                {siteLocales().filter((l) => l !== lang).map((l) => (
                  <option key={l} value={l} lang={l}>{languageName(l)}</option>
                ))}
              </select>
            </div>
          )}
        </div>
        <div className={cn('grid gap-4', beside && 'lg:grid-cols-2')}>
          <div className="space-y-1">
            <DocumentText
              id="content-text"
              ref={area}
              label={t('dash-content-text-label', { language })}
              value={text}
              onChange={(value) => {
                if (!dirty) onNotice('');
                setText(value);
                if (problem) setProblem(null);
              }}
              onSave={onKey}
              readOnly={locked}
              json={doc.path.endsWith('.json')}
              lang={lang}
              dir={dir}
              invalid={problem !== null}
              describedBy={problem ? 'content-text-problem' : 'content-text-hint'}
              tools={<ImageInsert onInsert={(markdown) => area.current?.insertAtCursor(markdown)} />}
            />
            {problem ? (
              <p id="content-text-problem" role="alert" className="text-sm text-rose-800"><ProblemText problem={problem} /></p>
            ) : (
              <p id="content-text-hint" className="text-xs text-slate-700">{t(doc.path.endsWith('.json') ? 'dash-content-hint-json' : 'dash-content-hint-markdown')}</p>
            )}
          </div>
          {beside && <BesidePane path={pathIn(beside, name)} lang={beside} />}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing((p) => !p)}>
            {t(previewing ? 'dash-content-preview-hide' : 'dash-content-preview-show')}
          </Button>
        </div>
        {previewing && (
          <Suspense fallback={<p className="text-sm text-slate-700">{t('dash-loading')}</p>}>
            <PreviewPane path={doc.path} text={text} lang={lang} dir={dir} />
          </Suspense>
        )}
        {/* A reviewer reads the findings in the review section, with the change. */}
        {!reviewing && (
          <ClaimsSection
            findings={live ?? doc.findings}
            text={live ? text : saved}
            reasons={reasons}
            onReason={locked ? undefined : (phrase, reason) => setReasons((r) => ({ ...r, [phrase]: reason }))}
            onShow={show}
            outdated={!live && text !== saved}
            lang={lang}
            dir={dir}
          />
        )}
        {!locked && (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" loading={save.isPending} disabled={busy} onClick={onSave}>{t('dash-content-save')}</Button>
            <Button type="button" loading={submit.isPending} disabled={busy || (!draft && !dirty)} onClick={onSubmit}>{t('dash-content-submit')}</Button>
            <span className="text-sm text-slate-700">{dirty ? t('dash-content-unsaved') : draft ? t('dash-content-all-saved') : ''}</span>
          </div>
        )}
        {/* A stale save is said by the reload panel above, once. */}
        {contentErrorKey(save.error ?? submit.error) !== 'dash-content-error-stale' && <ContentError error={save.error ?? submit.error} />}
      </section>

      {reviewing && draft && (
        <ReviewSection
          doc={doc}
          draft={draft}
          lang={lang}
          dir={dir}
          onDecided={(done) => {
            if (done.revision !== undefined) setOpenedRevision(done.revision);
          }}
          onNotice={onNotice}
        />
      )}

      {(doc.revision > 0 || draft) && (
        <div className="space-y-3">
          {doc.revision > 0 && (
            <Disclosure summary={t('dash-content-published-title', { revision: doc.revision })}>
              <textarea readOnly aria-label={stripIsolates(t('dash-content-published-title', { revision: doc.revision }))} value={doc.body} lang={lang} dir={dir} rows={16} className={cn(textClass, 'bg-slate-50')} />
            </Disclosure>
          )}
          <Disclosure summary={t('dash-content-changes-title')}>
            <DiffView before={doc.body} after={text} label={t('dash-content-changes-title')} lang={lang} dir={dir} />
          </Disclosure>
        </div>
      )}
    </article>
  );
}

/** What the editor had before a reload, to copy from: the reload replaced it with the published text. */
function KeptText({ text, lang, onHide }: { text: string; lang?: string; onHide: () => void }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="content-kept-title" className="space-y-2 rounded-xl border border-amber-400 bg-amber-50 p-4">
      <h2 id="content-kept-title" className="font-semibold">{t('dash-content-kept-title')}</h2>
      <p className="text-sm">{t('dash-content-kept-help')}</p>
      <textarea readOnly aria-labelledby="content-kept-title" value={text} lang={lang} dir={directionOf(lang)} rows={10} className={cn(textClass, 'min-h-0 bg-white')} />
      <Button type="button" size="sm" variant="ghost" onClick={onHide}>{t('dash-content-kept-hide')}</Button>
    </section>
  );
}

export default function ContentEditorScreen({ path }: { path: string }) {
  const { t } = useI18n();
  const doc = useContentDocument(path);
  // Each reload starts the editor afresh on the document as read then.
  const [generation, setGeneration] = useState(0);
  const [notice, setNotice] = useState('');
  const [kept, setKept] = useState<string | null>(null);
  // No such document yet (a language a document lacks): the first save makes it, on revision 0.
  const missing = doc.error instanceof ApiError && doc.error.status === 404;
  const blank = useMemo<ContentDocument>(() => ({ path, body: '', revision: 0, findings: [] }), [path]);
  const read = doc.data ?? (missing ? blank : null);
  // The document last shown stays while it is read again: a query without data (a new document's
  // first read after its first save) is "pending" again, and the editor must not lose its place.
  const [shown, setShown] = useState<ContentDocument | null>(read);
  if (read && read !== shown) setShown(read);
  const current = read ?? shown;

  const reload = (keep: string | null) => {
    setKept(keep);
    void doc.refetch().then(() => setGeneration((g) => g + 1));
  };

  let body: ReactNode;
  if (!path) body = <p>{t('dash-not-found')}</p>;
  else if (!current && doc.error) {
    body = (
      <>
        <h1 className="font-mono text-2xl font-bold" dir="ltr">{path}</h1>
        <ContentError error={doc.error} />
      </>
    );
  }
  else if (!current) body = <p role="status">{t('dash-loading')}</p>;
  else body = <Editor key={generation} doc={current} onNotice={setNotice} onReload={reload} />;
  return (
    <div className="space-y-4">
      <p role="status" aria-live="polite" className={cn('text-sm', notice && 'rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900')}>{notice}</p>
      {kept !== null && <KeptText text={kept} lang={splitPath(path).lang} onHide={() => setKept(null)} />}
      {body}
    </div>
  );
}
