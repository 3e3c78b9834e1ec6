import type { VideoItem } from '../../components/page/content-types';
import { trackEvent } from './analytics';

/** the product’s outgoing calls's video engagement: the visitor pressed play on an educational video. */
export function playTracked(video: VideoItem): void {
  trackEvent('video_engagement', { video_id: video.id, video_category: video.category, action: 'play' });
}
