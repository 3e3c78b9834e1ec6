import { buttonVariants } from '../../components/ui/Button';
import { useI18n } from '../../lib/i18n';

/** the product’s screens and routes: the 404 card (served with HTTP 404 by the server), in the visitor's language. */
export default function NotFoundPage() {
  const { t, href } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <div className="card text-center">
        <h1 className="text-3xl font-bold">{t('page-not-found-title')}</h1>
        <p className="mt-4">{t('page-not-found-lead')}</p>
        <a className={buttonVariants({ className: 'mt-6' })} href={href('/')}>{t('not-found-home')}</a>
      </div>
    </div>
  );
}
