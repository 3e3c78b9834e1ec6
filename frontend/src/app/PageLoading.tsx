import { useI18n } from '../lib/i18n';

export function PageLoading() {
  const { t } = useI18n();
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600 dark:text-slate-400">
      {t('common-loading')}
    </div>
  );
}
