import { useState } from 'react';
import { usePlainT } from './use-plain-t';
import type { VideoItem } from './content-types';
import { formatDate, formatNumber } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

export const duration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * A video: its illustration until the visitor presses play, then the YouTube privacy-enhanced player
 * (nothing from YouTube loads before). Without a published YouTube id it says the video is coming,
 * with no play button, length, view count or date.
 */
export function VideoCard({ video, headingLevel = 2, onPlay }: { video: VideoItem; headingLevel?: 2 | 3; onPlay?: (video: VideoItem) => void }) {
  const { t, locale } = useI18n();
  const pt = usePlainT();
  const [playing, setPlaying] = useState(false);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const poster = (
    <img src={`/images/illustrations/video-${video.category}.svg`} alt="" width={480} height={270} loading="lazy" decoding="async" className="h-full w-full object-cover" />
  );
  return (
    <article className="card flex h-full flex-col gap-3 p-0" aria-labelledby={`video-${video.id}`}>
      <div className="relative aspect-video overflow-hidden rounded-t-2xl bg-slate-100 dark:bg-slate-800">
        {video.youtubeId && playing ? (
          <iframe
            className="absolute inset-0 h-full w-full"
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.youtubeId)}?autoplay=1&rel=0`}
            title={pt('videos-player-title', { title: video.title })}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : video.youtubeId ? (
          <button type="button" className="group absolute inset-0 h-full w-full" onClick={() => {
              setPlaying(true);
              onPlay?.(video);
            }} aria-label={pt('videos-play', { title: video.title })}>
            {poster}
          </button>
        ) : (
          <>
            <div className="opacity-40">{poster}</div>
            <p className="absolute inset-x-4 top-1/2 -translate-y-1/2 rounded-xl bg-white/95 p-3 text-center font-bold text-brand-900 dark:bg-slate-950/95 dark:text-brand-200">
              {t('videos-coming-soon')}
            </p>
          </>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 px-5 pb-5">
        <p className="flex flex-wrap gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-200">{t(`videos-category-${video.category}`)}</span>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 dark:bg-slate-800">{t(`content-level-${video.difficulty}`)}</span>
        </p>
        <H id={`video-${video.id}`} className="text-lg font-bold">{video.title}</H>
        <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">{video.description}</p>
        {video.youtubeId ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('videos-duration', { duration: duration(video.durationSeconds) })} · {t('videos-view-count', { views: formatNumber(locale, video.views, 0) })} ·{' '}
            <time dateTime={video.publishedAt}>{formatDate(locale, video.publishedAt)}</time>
          </p>
        ) : (
          // A video not yet published has no length, views or date to show: only what is true.
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('videos-coming-soon-text')}</p>
        )}
      </div>
    </article>
  );
}
