import type { ClinicInfo } from '../../lib/site-data';
import { useI18n } from '../../lib/i18n';
import { OpeningHoursList } from '../../components/page/OpeningHoursList';
import { reopenConsent } from '../../lib/consent-events';

const FOOTER_LINKS = ['/services', '/contact', '/about', '/doctor', '/cases', '/videos'];
// What a patient looks for that the header (the product’s screens and routes's order) does not carry: one click from every page.
const PATIENT_LINKS = ['/assessment', '/articles', '/faq', '/fees', '/international', '/consultation', '/patient-community', '/youtube-integration', '/booking-status'];

export function Footer({ clinic }: { clinic: ClinicInfo }) {
  const { t, href } = useI18n();
  const heading = 'mb-3 text-base font-bold text-slate-900 dark:text-white';
  return (
    <footer className="below-fold mt-16 border-t border-slate-200 bg-slate-50 pb-24 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>{t('common-clinic-name')}</h2>
          <p>{clinic.subtitle}</p>
          <p className="mt-2">{t('footer-appointment-only')}</p>
          <h2 className={`${heading} mt-6`}>{t('footer-links-title')}</h2>
          <ul className="grid gap-1">
            {FOOTER_LINKS.map((p) => (
              <li key={p}><a className="underline-offset-4 hover:underline" href={href(p)}>{t(`nav-${p.slice(1)}`)}</a></li>
            ))}
          </ul>
          <h2 className={`${heading} mt-6`}>{t('footer-patients-title')}</h2>
          <ul className="grid gap-1">
            {PATIENT_LINKS.map((p) => (
              <li key={p}><a className="underline-offset-4 hover:underline" href={href(p)}>{t(`page-${p.slice(1)}-title`)}</a></li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-clinics">
          <h2 id="footer-clinics" className={heading}>{t('footer-clinics-title')}</h2>
          <ul className="grid gap-4">
            {clinic.branches.map((b) => (
              <li key={b.id}>
                <p className="font-semibold">{b.name}</p>
                <address className="not-italic">{b.address}</address>
                <p>
                  {t('footer-phone')}{' '}
                  <a className="underline" href={`tel:${b.internationalPhone.replace(/\s/g, '')}`} dir="ltr">{b.phone}</a>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={heading}>{t('footer-hours-title')}</h2>
          <OpeningHoursList hours={clinic.openingHours} />
          <p className="mt-2">{t('footer-self-pay')}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>{t('footer-contact-title')}</h2>
          <div className="flex flex-wrap gap-4">
            <figure className="text-center">
              <img src={clinic.line.qr} alt={t('footer-line-qr-alt')} width="96" height="96" loading="lazy" className="rounded bg-white p-1" />
              <figcaption className="mt-1">{t('footer-line-id')} <span dir="ltr">{clinic.line.id}</span></figcaption>
            </figure>
            <figure className="text-center">
              <img src={clinic.whatsapp.qr} alt={t('footer-whatsapp-qr-alt')} width="96" height="96" loading="lazy" className="rounded bg-white p-1" />
              <figcaption className="mt-1">{t('footer-whatsapp-international')}</figcaption>
            </figure>
          </div>
          <h2 className={`${heading} mt-6`}>{t('footer-social-title')}</h2>
          <ul className="flex gap-3">
            {clinic.social.map((s) => (
              <li key={s.id}><a className="underline" href={s.url} rel="noopener">{t(`social-${s.id}`)}</a></li>
            ))}
          </ul>
        </section>
      </div>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 border-t border-slate-200 px-4 pt-6 dark:border-slate-800">
        <p>{t('footer-copyright', { year: clinic.foundingYear })}</p>
        <a className="underline" href={href('/privacy')}>{t('footer-privacy')}</a>
        <a className="underline" href={href('/terms')}>{t('footer-terms')}</a>
        <button type="button" className="underline" onClick={reopenConsent}>{t('footer-cookie-settings')}</button>
      </div>
      <p className="mx-auto mt-4 max-w-7xl px-4 text-xs">{t('medical-disclaimer')}</p>
    </footer>
  );
}
