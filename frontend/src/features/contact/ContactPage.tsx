import type { PageData } from '../../app/site-data';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { OpeningHoursList } from '../footer/OpeningHoursList';
import { useI18n } from '../../lib/i18n';

export default function ContactPage({ data }: { data: PageData }) {
  const { t } = useI18n();
  const clinic = data.site.clinic;
  return (
    <>
      <PageIntro id="contact" lead={clinic.subtitle} />
      <PageBody>
        <ul className="grid gap-4 sm:grid-cols-2">
          {clinic.branches.map((b) => (
            <li key={b.id} className="card">
              <h2 className="text-xl font-bold">{b.name}</h2>
              <address className="mt-2 not-italic">{b.address}</address>
              <p className="mt-2 text-sm">{b.locationNote}</p>
              <p className="mt-2">{t('footer-phone')} <a className="underline" dir="ltr" href={`tel:${b.internationalPhone.replace(/\s/g, '')}`}>{b.phone}</a></p>
              <a className="mt-3 inline-block underline" href={b.mapUrl} rel="noopener">{t('contact-view-in-maps', { clinic: b.name })}</a>
            </li>
          ))}
        </ul>
        <div className="card mt-6">
          <h2 id="contact-hours" className="mb-3 text-xl font-bold">{t('footer-hours-title')}</h2>
          <OpeningHoursList hours={clinic.openingHours} />
        </div>
        <div className="card mt-6">
          <h2 id="contact-chat" className="text-xl font-bold">{t('contact-chat-title')}</h2>
          <ul className="mt-3 grid gap-2">
            <li><a className="underline" href={clinic.line.url} rel="noopener">{t('home-line-action')}</a> <span dir="ltr">{clinic.line.id}</span></li>
            <li><a className="underline" href={clinic.whatsapp.url} rel="noopener">{t('home-whatsapp-action')}</a> <span dir="ltr">{clinic.whatsapp.number}</span></li>
          </ul>
          <p className="mt-3 text-sm">{t('contact-reply-time')}</p>
        </div>
      </PageBody>
    </>
  );
}
