import { useI18n } from '../../lib/i18n';

/**
 * While content/ still holds entries marked `"placeholder": true` (invented addresses, phones, chat
 * ids, videos), every page says so in one slim line, so nobody mistakes a sample for the clinic's
 * real details. The prerender decides it from the core's list; production refuses to start with any.
 */
export function SampleContentNotice() {
  const { t } = useI18n();
  return (
    <aside aria-label={t('sample-content-label')} className="bg-amber-100 px-4 py-1.5 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100">
      {t('sample-content-notice')}
    </aside>
  );
}
