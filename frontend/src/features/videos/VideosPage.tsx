import { useState } from 'react';
import type { PageData } from '../../lib/site-data';
import type { VideoItem } from '../../components/page/content-types';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { FilterGroup } from '../../components/page/FilterGroup';
import { useI18n } from '../../lib/i18n';
import { VideoCard } from '../../components/page/VideoCard';
import { playTracked } from '../../lib/analytics/video-engagement';

const CATEGORIES = ['all', 'lipoma', 'cyst', 'skinTumor', 'technique'] as const;
const LEVELS = ['all', 'basic', 'intermediate', 'advanced'] as const;

export default function VideosPage({ data }: { data: PageData<{ videos: VideoItem[] }> }) {
  const { t } = useI18n();
  const [category, setCategory] = useState<string>('all');
  const [level, setLevel] = useState<string>('all');
  const videos = data.page.videos.filter((v) => (category === 'all' || v.category === category) && (level === 'all' || v.difficulty === level));
  return (
    <>
      <PageIntro id="videos" />
      <PageBody>
        <div className="grid gap-4">
          <FilterGroup
            label={t('videos-filter-category')}
            options={CATEGORIES.map((c) => ({ value: c, label: t(`videos-category-${c}`) }))}
            value={category}
            onChange={setCategory}
          />
          <FilterGroup
            label={t('videos-filter-difficulty')}
            options={LEVELS.map((l) => ({ value: l, label: l === 'all' ? t('videos-level-all') : t(`content-level-${l}`) }))}
            value={level}
            onChange={setLevel}
          />
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">{t('videos-shown', { count: videos.length })}</p>
        </div>
        {videos.length ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {videos.map((v) => <li key={v.id}><VideoCard video={v} onPlay={playTracked} /></li>)}
          </ul>
        ) : (
          <p className="card mt-6">{t('videos-none')}</p>
        )}
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('videos-privacy')}</p>
      </PageBody>
    </>
  );
}
