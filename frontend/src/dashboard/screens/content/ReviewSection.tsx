// A reviewer's part of the editor (reviewers and admins, while a change is in review): what the change
// does to the published text, then Approve (published as the next revision) or Send back with a note
// the editor reads. A reviewer reads the change, never edits it: it stays the author's.
import { useState } from 'react';
import { stripIsolates, useI18n } from '../../../lib/i18n';
import { Button } from '../../../components/ui/Button';
import { reviewContent, useContentChange } from '../../api/content';
import type { ContentDocument, ContentDraft, ContentReviewDone, ContentReviewRequest } from '../../api/wire';
import { TextArea } from '../../ui/field';
import { formatInstant } from '../../ui/format';
import { ClaimsSection } from './ClaimsSection';
import { reasonsOf } from './claims';
import { ContentError } from './ContentError';
import { DiffView } from './DiffView';

export function ReviewSection({ doc, draft, lang, dir, onDecided, onNotice }: {
  doc: ContentDocument;
  draft: ContentDraft;
  lang?: string;
  dir: 'ltr' | 'rtl';
  /** The decision as the server answered it, before the document is read again. */
  onDecided: (done: ContentReviewDone) => void;
  onNotice: (text: string) => void;
}) {
  const { t, locale } = useI18n();
  const [note, setNote] = useState('');
  const [noteMissing, setNoteMissing] = useState(false);
  const review = useContentChange(async (body: ContentReviewRequest) => {
    const done = await reviewContent(body);
    onDecided(done);
    return done;
  });
  const approve = () =>
    review.mutate(
      // The text this reviewer read: a draft changed since is refused `stale`, never published unseen.
      { path: doc.path, decision: 'approve', note: '', draftUpdatedAt: doc.draft?.updatedAt },
      { onSuccess: (done) => onNotice(stripIsolates(t('dash-content-published-done', { revision: done.revision ?? doc.revision + 1 }))) },
    );
  const sendBack = () => {
    if (!note.trim()) {
      setNoteMissing(true);
      return;
    }
    review.mutate({ path: doc.path, decision: 'return', note: note.trim() }, { onSuccess: () => onNotice(t('dash-content-returned-done')) });
  };

  return (
    <section aria-labelledby="content-review-title" className="space-y-4 rounded-xl border-2 border-sky-300 bg-white p-4 shadow-sm">
      <h2 id="content-review-title" className="text-lg font-semibold">{t('dash-content-review-title')}</h2>
      <p className="text-sm">
        {t('dash-content-review-by', { email: draft.authorEmail, at: formatInstant(locale, draft.updatedAt) })}
        {doc.translation?.needsUpdate && <> {t(draft.translated === 'unchanged' ? 'dash-content-review-fix-only' : 'dash-content-review-new-translation')}</>}
      </p>
      <DiffView
        before={doc.body}
        after={draft.body}
        label={doc.revision > 0 ? t('dash-content-review-diff', { revision: doc.revision }) : t('dash-content-review-diff-new')}
        lang={lang}
        dir={dir}
      />
      <ClaimsSection findings={doc.findings} text={draft.body} reasons={reasonsOf(draft.overrides)} lang={lang} dir={dir} />
      <ContentError error={review.error} />
      <div className="flex flex-wrap items-start gap-6">
        <Button type="button" loading={review.isPending && review.variables?.decision === 'approve'} disabled={review.isPending} onClick={approve}>
          {t('dash-content-approve')}
        </Button>
        <form
          className="min-w-[16rem] flex-1 space-y-2"
          noValidate
          aria-labelledby="content-return-title"
          onSubmit={(e) => {
            e.preventDefault();
            sendBack();
          }}
        >
          <h3 id="content-return-title" className="font-semibold">{t('dash-content-return-title')}</h3>
          <TextArea
            label={t('dash-content-return-note')}
            value={note}
            onChange={(e) => {
              setNote(e.target.value);
              if (e.target.value.trim()) setNoteMissing(false);
            }}
            required
            rows={3}
            dir="auto"
            error={noteMissing ? t('dash-content-error-note-required') : undefined}
          />
          <Button type="submit" variant="secondary" loading={review.isPending && review.variables?.decision === 'return'} disabled={review.isPending}>
            {t('dash-content-return')}
          </Button>
        </form>
      </div>
    </section>
  );
}
