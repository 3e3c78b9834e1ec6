import { buttonVariants } from '../ui/Button';
import { useI18n } from '../../lib/i18n';

/** The closing band of a content page: book or ask. */
export function CallToAction() {
  const { t, href } = useI18n();
  return (
    <section aria-labelledby="cta-title" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8 dark:bg-slate-900">
      <h2 id="cta-title" className="text-2xl font-bold">{t('content-cta-title')}</h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('content-cta-text')}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a className={buttonVariants()} href={href('/medical-booking')}>{t('content-book')}</a>
        <a className={buttonVariants({ variant: 'secondary' })} href={href('/contact')}>{t('content-contact')}</a>
      </div>
    </section>
  );
}
