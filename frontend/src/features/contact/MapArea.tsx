import { useState } from 'react';
import { usePlainT } from '../../components/page/use-plain-t';
import type { Branch } from '../../lib/site-data';
import { Button } from '../../components/ui/Button';
import { useI18n } from '../../lib/i18n';

/**
 * A branch's map. Nothing from Google loads until the visitor asks: first an illustration and a button,
 * then the embedded map, with 'Loading map...' shown until the frame has loaded.
 */
export function MapArea({ branch }: { branch: Branch }) {
  const { t } = useI18n();
  const pt = usePlainT();
  const [requested, setRequested] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const src = `https://www.google.com/maps?q=${branch.geo.lat},${branch.geo.lng}&z=16&output=embed`;
  return (
    <div className="relative aspect-video overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
      {requested ? (
        <>
          <iframe
            src={src}
            title={pt('contact-map-title', { clinic: branch.name })}
            className="absolute inset-0 h-full w-full border-0"
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            onLoad={() => setLoaded(true)}
          />
          {!loaded && (
            <p role="status" className="absolute inset-0 flex items-center justify-center bg-slate-100/90 font-semibold dark:bg-slate-800/90">
              {t('contact-map-loading')}
            </p>
          )}
        </>
      ) : (
        <>
          <img src="/images/illustrations/map.svg" alt="" width={640} height={360} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover opacity-60" />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
            <Button size="sm" onClick={() => setRequested(true)}>{pt('contact-map-show', { clinic: branch.name })}</Button>
            <p className="rounded bg-white/90 px-2 py-1 text-xs text-slate-800 dark:bg-slate-900/90 dark:text-slate-200">{t('contact-map-privacy')}</p>
          </div>
        </>
      )}
    </div>
  );
}
