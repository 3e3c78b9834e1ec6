import { lazy, Suspense, useState } from 'react';
import { usePlainT } from '../../components/page/use-plain-t';
import type { Certificate, PageData } from '../../lib/site-data';
import { CallToAction } from '../../components/page/CallToAction';
import { Illustration } from '../../components/page/Illustration';
import { PageBody, PageIntro } from '../../components/page/PageIntro';
import { Section } from '../../components/page/Section';
import { useI18n } from '../../lib/i18n';

const CertificateViewer = lazy(() => import('../../components/page/CertificateViewer'));
const CATEGORIES = ['core', 'safety', 'academic', 'international'] as const;

export default function DoctorPage({ data }: { data: PageData<{ certificates: Certificate[] }> }) {
  const { t } = useI18n();
  const pt = usePlainT();
  const [open, setOpen] = useState<Certificate | null>(null);
  const certs = data.page.certificates;
  return (
    <>
      <PageIntro id="doctor" />
      <PageBody>
        <section aria-labelledby="doctor-profile" className="card grid items-start gap-6 sm:grid-cols-[12rem_1fr]">
          <Illustration name="doctor" width={320} height={320} eager className="h-auto w-40 rounded-2xl sm:w-48" />
          <div>
            <h2 id="doctor-profile" className="text-2xl font-bold">{t('doctor-name')}</h2>
            <p className="mt-1 font-semibold text-brand-800 dark:text-brand-200">{t('doctor-title')}</p>
            <p className="mt-4">{t('doctor-bio-1')}</p>
            <p className="mt-3">{t('doctor-bio-2')}</p>
            <p className="mt-3">{t('doctor-bio-3')}</p>
          </div>
        </section>

        <Section id="expertise" title={t('doctor-expertise-title')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {[1, 2, 3, 4].map((n) => (
              <li key={n} className="card flex gap-3 p-4">
                <span aria-hidden="true" className="text-brand-700 dark:text-brand-300">✓</span>
                <span>{t(`doctor-expertise-${n}`)}</span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="certificates" title={t('doctor-certificates-title')} lead={t('doctor-certs-lead')}>
          {CATEGORIES.map((cat) => {
            const list = certs.filter((c) => c.category === cat);
            if (!list.length) return null;
            return (
              <div key={cat} className="mt-6 first:mt-0">
                <h3 className="text-lg font-bold">{t(`doctor-cert-category-${cat}`)}</h3>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((c) => (
                    <li key={c.id}>
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        aria-label={pt('doctor-cert-view', { title: c.title })}
                        onClick={() => setOpen(c)}
                        className="card flex h-full w-full flex-col items-center gap-3 p-4 text-center transition-shadow hover:shadow-md"
                      >
                        <img
                          src={c.thumbnail}
                          alt=""
                          width={c.orientation === 'portrait' ? 120 : 160}
                          height={c.orientation === 'portrait' ? 160 : 120}
                          loading="lazy"
                          decoding="async"
                          className="h-40 w-auto rounded border border-slate-200 dark:border-slate-700"
                        />
                        <span className="font-semibold">{c.title}</span>
                        <span className="text-sm text-slate-600 dark:text-slate-400">{c.issuer}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </Section>
        {open && (
          <Suspense fallback={null}>
            <CertificateViewer cert={open} onClose={() => setOpen(null)} />
          </Suspense>
        )}
        <CallToAction />
      </PageBody>
    </>
  );
}
