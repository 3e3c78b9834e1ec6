import type { PageData } from '../../lib/site-data';
import { buttonVariants } from '../../components/ui/Button';
import type { VideoItem } from '../../components/page/content-types';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';
import { VideoCard } from '../../components/page/VideoCard';
import { playTracked } from '../../lib/analytics/video-engagement';

export default function YoutubeIntegrationPage({ data }: { data: PageData<{ videos: VideoItem[] }> }) {
  const { t, href } = useI18n();
  const channel = data.site.clinic.social.find((s) => s.id === 'youtube');
  return (
    <>
      <PageIntro id="youtube-integration" />
      <PageBody>
        <Section id="channel" title={t('yt-channel-title')} className="">
          <p>{t('yt-channel-text')}</p>
          {channel && (
            <a className={buttonVariants({ className: 'mt-4' })} href={channel.url} rel="noopener" target="_blank">{t('yt-channel-link')}</a>
          )}
        </Section>
        <Section id="latest" title={t('yt-latest-title')}>
          <ul className="grid gap-6 md:grid-cols-3">
            {data.page.videos.map((v) => <li key={v.id}><VideoCard video={v} headingLevel={3} onPlay={playTracked} /></li>)}
          </ul>
          <a className={buttonVariants({ variant: 'secondary', className: 'mt-6' })} href={href('/videos')}>{t('yt-all-videos')}</a>
        </Section>
        <Section id="privacy" title={t('yt-privacy-title')}>
          <p>{t('yt-privacy-text')}</p>
        </Section>
      </PageBody>
    </>
  );
}
