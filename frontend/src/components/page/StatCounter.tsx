import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { countUpValue } from '../../lib/count-up';

export interface Stat {
  key: string;
  value: number;
  prefix?: string;
  suffix?: string;
  decimals?: number;
}

const COUNT_MS = 1600;

/**
 * A statistic that counts up when it scrolls into view. The prerendered HTML (and a reader with motion
 * reduced) gets the final value; the count starts only if the counter was off-screen at first, and the
 * value reads right until the moment it starts.
 */
export function StatCounter({ stat, index }: { stat: Stat; index: number }) {
  const { t, profile, locale } = useI18n();
  const [shown, setShown] = useState(stat.value);
  const ref = useRef<HTMLDivElement>(null);
  const final = `${stat.prefix ?? ''}${formatNumber(locale, stat.value, stat.decimals ?? 0)}${stat.suffix ?? ''}`;

  useEffect(() => {
    const el = ref.current;
    if (!el || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || profile.animation.durationMs === 0) return;
    let first = true;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      const startedVisible = first && entry.isIntersecting;
      first = false;
      if (startedVisible) return observer.disconnect();
      // Off-screen the counter keeps reading its true value (find in page, reader views, a slow phone
      // hydrating late); the count starts only as it scrolls in.
      if (!entry.isIntersecting) return;
      observer.disconnect();
      const delay = index * profile.animation.staggerMs;
      const start = performance.now() + delay;
      const step = (now: number) => {
        setShown(countUpValue(stat.value, Math.max(0, now - start) / COUNT_MS));
        if (now - start < COUNT_MS) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [stat.value, index, profile.animation]);

  return (
    <div ref={ref} className="card text-center">
      <p className="text-4xl font-extrabold text-brand-800 dark:text-brand-200" dir="ltr">
        <span aria-hidden="true">{`${stat.prefix ?? ''}${formatNumber(locale, shown, stat.decimals ?? 0)}${stat.suffix ?? ''}`}</span>
        <span className="sr-only">{final}</span>
      </p>
      <p className="mt-2 font-semibold">{t(`home-stat-${stat.key}`)}</p>
    </div>
  );
}
