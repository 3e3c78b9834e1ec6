import type { PageData } from '../../lib/site-data';
import { usePlainT } from '../../components/page/use-plain-t';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';
import { OpeningHoursList } from '../../components/page/OpeningHoursList';
import { ContactCards } from '../../components/page/ContactCards';
import { InquiryForm } from './InquiryForm';
import { MapArea } from './MapArea';

export default function ContactPage({ data }: { data: PageData }) {
  const { t } = useI18n();
  const pt = usePlainT();
  const clinic = data.site.clinic;
  return (
    <>
      <PageIntro id="contact" lead={clinic.subtitle} />
      <PageBody>
        <Section id="contact-clinics" title={t('contact-clinics-title')} className="">
          <ul className="grid gap-6 md:grid-cols-2">
            {clinic.branches.map((b) => (
              <li key={b.id} className="card flex flex-col gap-4">
                <h3 className="text-xl font-bold">{b.name}</h3>
                <dl className="grid gap-3">
                  <div>
                    <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('contact-address')}</dt>
                    <dd><address className="not-italic"><bdi>{b.address}</bdi></address></dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('contact-getting-there')}</dt>
                    <dd>{b.locationNote}</dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('contact-phone')}</dt>
                    <dd><a className="underline" dir="ltr" href={`tel:${b.internationalPhone.replace(/\s/g, '')}`}>{b.phone}</a></dd>
                  </div>
                  <div>
                    <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{t('contact-phone-abroad')}</dt>
                    <dd><a className="underline" dir="ltr" href={`tel:${b.internationalPhone.replace(/\s/g, '')}`}>{b.internationalPhone}</a></dd>
                  </div>
                </dl>
                <div>
                  <h4 className="mb-2 text-sm font-semibold text-slate-600 dark:text-slate-400">{t('contact-hours-title')}</h4>
                  <OpeningHoursList hours={clinic.openingHours} />
                  <p className="mt-2 text-sm">{t('contact-hours-note')}</p>
                </div>
                <MapArea branch={b} />
                <a className="font-semibold text-brand-800 underline dark:text-brand-200" href={b.mapUrl} rel="noopener" target="_blank">
                  {pt('contact-maps-link', { clinic: b.name })}
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="contact-messaging" title={t('contact-messaging-title')} lead={t('contact-reply-time')}>
          <ContactCards clinic={clinic} />
        </Section>
        <Section id="contact-social" title={t('contact-social-title')}>
          <ul className="flex flex-wrap gap-3">
            {clinic.social.map((s) => (
              <li key={s.id}>
                <a className="btn btn-secondary inline-flex px-4 py-2" href={s.url} rel="noopener" target="_blank">{t(`social-${s.id}`)}</a>
              </li>
            ))}
          </ul>
        </Section>
        <div className="mt-12">
          <InquiryForm />
        </div>
      </PageBody>
    </>
  );
}
