import type { PageData } from '../../app/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { formatNumber } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

export interface VideoSummary {
  id: string;
  category: string;
  difficulty: string;
  views: number;
  title: string;
  description: string;
}

export default function VideosPage({ data }: { data: PageData<{ videos: VideoSummary[] }> }) {
  const { t } = useI18n();
  return (
    <>
      <PageIntro id="videos" />
      <PageBody>
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.page.videos.map((v) => (
            <li key={v.id} className="card">
              <h2 className="text-lg font-bold">{v.title}</h2>
              <p className="mt-2 text-sm">{v.description}</p>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                {t(`videos-difficulty-${v.difficulty}`)} · {t('videos-views', { views: formatNumber(v.views, 0) })}
              </p>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
