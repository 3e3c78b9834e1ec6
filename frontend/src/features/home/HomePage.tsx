import type { Certificate, PageData } from '../../lib/site-data';
import { buttonVariants } from '../../components/ui/Button';
import { CertificateCard } from '../../components/page/CertificateCard';
import type { FeeItem } from '../../components/page/content-types';
import { FeeCard } from '../../components/page/FeeCard';
import { useI18n } from '../../lib/i18n';
import { WelcomeVoiceButton } from './WelcomeVoiceButton';
import { BookingStarter } from '../../components/form/BookingStarter';
import { ContactCards } from '../../components/page/ContactCards';
import { StatCounter } from '../../components/page/StatCounter';
import { HOME_STATS } from './stats';

const DIFFERENTIATORS = ['technique', 'incision', 'painless', 'same-day'] as const;
const SECTION = 'mx-auto max-w-7xl px-4 py-14';
const H2 = 'text-2xl font-bold tracking-tight sm:text-3xl';

function Arrow() {
  return <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>;
}

/** The home page's own data: the core certificates, and the self-pay fees new on the render day. */
interface HomeData {
  certificates: Certificate[];
  newFees?: FeeItem[];
}

export default function HomePage({ data }: { data: PageData<HomeData> }) {
  const { t, href } = useI18n();
  const clinic = data.site.clinic;
  const newFees = data.page.newFees ?? [];
  const branchName = (id: string) => clinic.branches.find((b) => b.id === id)?.name ?? id;
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-50 to-white dark:from-slate-900 dark:to-slate-950">
        <div className={`${SECTION} py-16 text-center sm:py-20`}>
          <p className="font-semibold text-brand-800 dark:text-brand-200">{t('home-hero-eyebrow')}</p>
          <h1 id="hero-title" className="mx-auto mt-3 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-5xl">{t('home-hero-title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{t('home-hero-subtitle')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a className={buttonVariants({ size: 'lg' })} href={href('/contact')}>{t('home-hero-book')}</a>
            <a className={buttonVariants({ size: 'lg', variant: 'secondary' })} href={href('/cases')}>{t('home-hero-cases')}</a>
          </div>
          <div className="mt-4"><WelcomeVoiceButton /></div>
          <ul className="mt-12 grid gap-4 text-start sm:grid-cols-2 lg:grid-cols-4">
            {DIFFERENTIATORS.map((d, i) => (
              <li key={d} className="card fade-in" style={{ animationDelay: `calc(var(--anim-stagger) * ${i})` }}>
                <h2 className="text-lg font-bold text-brand-800 dark:text-brand-200">{t(`home-diff-${d}-title`)}</h2>
                <p className="mt-2 text-sm">{t(`home-diff-${d}-text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {/* Taipei requires newly approved self-pay fees on the home page: shown while any is new. */}
      {newFees.length > 0 && (
        <section aria-labelledby="new-fees-title" className={SECTION}>
          <h2 id="new-fees-title" className={H2}>{t('home-fees-title')}</h2>
          <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('home-fees-lead')}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {newFees.map((f) => <li key={f.id}><FeeCard fee={f} branch={branchName(f.branch)} /></li>)}
          </ul>
          <a className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-800 underline dark:text-brand-200" href={href('/fees')}>
            {t('home-fees-all')} <Arrow />
          </a>
        </section>
      )}

      <section aria-labelledby="why-title" className={`${SECTION} below-fold`}>
        <h2 id="why-title" className={H2}>{t('home-why-title')}</h2>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t('home-why-lead')}</p>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {(['risks', 'advantages'] as const).map((side) => (
            <div key={side} className="card">
              <h3 className="text-xl font-bold">{t(`home-why-${side}-title`)}</h3>
              <ul className="mt-3 grid gap-2 ps-5 [list-style:disc]">
                {[1, 2, 3].map((n) => <li key={n}>{t(`home-why-${side}-${n}`)}</li>)}
              </ul>
            </div>
          ))}
        </div>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{t('home-why-claims')}</p>
      </section>

      <section aria-labelledby="stats-title" className="below-fold bg-slate-50 dark:bg-slate-900">
        <div className={SECTION}>
          <h2 id="stats-title" className={H2}>{t('home-stats-title')}</h2>
          <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {HOME_STATS.map((s, i) => <StatCounter key={s.key} stat={s} index={i} />)}
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className={`${SECTION} below-fold`}>
        <h2 id="services-title" className={H2}>{t('home-services-title')}</h2>
        <div className="mt-8 grid gap-4 md:grid-cols-3">
          {[
            { key: 'services', path: '/services' },
            { key: 'cases', path: '/cases' },
            { key: 'videos', path: '/videos' },
          ].map((tile) => (
            <a key={tile.key} href={href(tile.path)} className="card block transition-shadow hover:shadow-md">
              <h3 className="text-lg font-bold">{t(`home-tile-${tile.key}-title`)}</h3>
              <p className="mt-2 text-sm">{t(`home-tile-${tile.key}-text`)}</p>
            </a>
          ))}
        </div>
        <a className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-800 underline dark:text-brand-200" href={href('/services')}>
          {t('home-services-view-all')} <Arrow />
        </a>
      </section>

      <section aria-labelledby="certs-title" className="below-fold bg-slate-50 dark:bg-slate-900">
        <div className={SECTION}>
          <h2 id="certs-title" className={H2}>{t('home-certs-title')}</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.page.certificates.slice(0, 4).map((c) => <li key={c.id}><CertificateCard cert={c} /></li>)}
          </ul>
          <a className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-800 underline dark:text-brand-200" href={href('/doctor')}>
            {t('home-certs-view-all')} <Arrow />
          </a>
        </div>
      </section>

      <section aria-labelledby="doctor-title" className={`${SECTION} below-fold`}>
        <h2 id="doctor-title" className={H2}>{t('home-doctor-title')}</h2>
        <a href={href('/doctor')} className="card mt-6 flex flex-col gap-2 transition-shadow hover:shadow-md">
          <span className="text-xl font-bold">{t('doctor-name')}</span>
          <span className="text-brand-800 dark:text-brand-200">{t('doctor-title')}</span>
          <span>{t('doctor-summary')}</span>
          <span className="font-semibold underline">{t('home-doctor-more')}</span>
        </a>
      </section>

      <section aria-labelledby="contact-title" className="below-fold bg-slate-50 dark:bg-slate-900">
        <div className={SECTION}>
          <h2 id="contact-title" className={H2}>{t('home-contact-title')}</h2>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t('home-contact-lead')}</p>
          <div className="mt-6"><ContactCards clinic={clinic} /></div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="below-fold bg-brand-800 text-white dark:bg-brand-900">
        <div className={`${SECTION} grid items-center gap-8 lg:grid-cols-2`}>
          <div>
            <h2 id="cta-title" className={H2}>{t('home-cta-title')}</h2>
            <p className="mt-3">{t('home-cta-text')}</p>
            <a className="btn mt-6 bg-white text-brand-900 hover:bg-brand-50" href={href('/contact')}>{t('home-cta-contact')}</a>
          </div>
          <BookingStarter />
        </div>
      </section>
      <p className="mx-auto max-w-7xl px-4 pt-6 text-xs text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
    </>
  );
}
