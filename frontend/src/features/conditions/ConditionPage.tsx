import { buttonVariants } from '../../components/ui/Button';
import { KeyList, PageBody, PageIntro } from '../../components/page/PageIntro';
import { useI18n } from '../../lib/i18n';

/** Shared layout of the condition pages (/lipoma, /cyst, /tumor). */
export function ConditionPage({ id }: { id: string }) {
  const { t, href } = useI18n();
  return (
    <>
      <PageIntro id={id} />
      <PageBody>
        <KeyList prefix={`page-${id}-point`} count={3} />
        <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        <a className={buttonVariants({ className: 'mt-6' })} href={href('/medical-booking')}>{t('home-cta-book')}</a>
      </PageBody>
    </>
  );
}
