import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { isSaved, toggleSaved, type SavedKind } from './saved-articles';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7-4.4-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.6-9.5 9-9.5 9z" />
    </svg>
  );
}

function Bookmark({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M6 3h12v18l-6-4-6 4z" />
    </svg>
  );
}

const BUTTON =
  'inline-flex items-center gap-2 rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-brand-300 dark:aria-pressed:text-slate-950';

/** Like and bookmark (kept in this browser), and share: the Web Share API, else copy the link. */
export function ArticleActions({ id, title }: { id: string; title: string }) {
  const { t } = useI18n();
  const [saved, setSaved] = useState<Record<SavedKind, boolean>>({ liked: false, bookmarked: false });
  const [message, setMessage] = useState('');

  // Read after hydration: the prerendered page cannot know this browser's marks.
  useEffect(() => setSaved({ liked: isSaved('liked', id), bookmarked: isSaved('bookmarked', id) }), [id]);

  const toggle = (kind: SavedKind) => setSaved((s) => ({ ...s, [kind]: toggleSaved(kind, id) }));

  const share = async () => {
    const url = window.location.href.split('#')[0];
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t('articles-link-copied'));
    } catch {
      setMessage(t('articles-copy-failed', { url }));
    }
  };

  return (
    <div>
      <div role="group" aria-label={t('articles-actions-label')} className="flex flex-wrap gap-2">
        <button type="button" className={BUTTON} aria-pressed={saved.liked} onClick={() => toggle('liked')}>
          <Heart filled={saved.liked} /> {t('articles-like')}
        </button>
        <button type="button" className={BUTTON} aria-pressed={saved.bookmarked} onClick={() => toggle('bookmarked')}>
          <Bookmark filled={saved.bookmarked} /> {t('articles-bookmark')}
        </button>
        <button type="button" className={BUTTON} onClick={() => void share()}>
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="18" cy="5" r="3" /><circle cx="6" cy="12" r="3" /><circle cx="18" cy="19" r="3" /><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
          </svg>
          {t('articles-share')}
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm text-brand-800 dark:text-brand-200">{message}</p>
    </div>
  );
}
