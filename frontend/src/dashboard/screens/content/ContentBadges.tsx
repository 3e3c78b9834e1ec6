// A content file's state at a glance: its revision, whether it is behind its zh-TW source, and a
// change under way (draft, in review, sent back).
import { useI18n } from '../../../lib/i18n';
import type { ContentDraftStatus, ContentItem } from '../../api/wire';
import { Badge } from '../../ui/badge';

/** A file's state as badges: its revision, behind its source, its change under way. */
export function ItemState({ item }: { item: ContentItem }) {
  const { t } = useI18n();
  return (
    <span className="flex flex-wrap items-center gap-1">
      <span className="whitespace-nowrap text-slate-800">{item.revision > 0 ? t('dash-content-revision-short', { revision: item.revision }) : t('dash-content-unpublished')}</span>
      {item.needsUpdate && (
        <Badge tone="warn">
          {item.entriesBehind ? t('dash-content-needs-update-entries', { count: item.entriesBehind }) : t('dash-content-needs-update')}
        </Badge>
      )}
      {item.draft && <DraftBadge status={item.draft} />}
    </span>
  );
}

export function DraftBadge({ status }: { status: ContentDraftStatus }) {
  const { t } = useI18n();
  const tone = status === 'in_review' ? 'info' : status === 'returned' ? 'bad' : 'neutral';
  return <Badge tone={tone}>{t(`dash-content-draft-${status.replace('_', '-')}`)}</Badge>;
}
