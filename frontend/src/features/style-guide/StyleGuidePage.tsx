import { lazy, Suspense, useState } from 'react';
import type { PageData } from '../../lib/site-data';
import { Button } from '../../components/ui/Button';
import { Tooltip } from '../../components/ui/Tooltip';
import { toast } from '../../components/ui/toast-store';
import { PageIntro } from '../../components/page/PageIntro';
import { formatDate, formatMoney, formatNumber, formatTime, localeProfile, siteLocales } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { BookingStarter } from '../../components/form/BookingStarter';
import { StatCounter } from '../../components/page/StatCounter';

const Modal = lazy(() => import('../../components/ui/Modal'));

/** The demo routes are sections of the living style guide (noindex). */
const SECTIONS = ['simple-test', 'typography-demo', 'about-test', 'language-test', 'sidebar-demo', 'chart-enhancement-demo', 'medical-form-demo', 'test-debug'];
const SIDEBAR = ['main-features', 'media', 'booking-contact', 'online-booking', 'community', 'settings', 'help', 'document-search'];
const CHART = [
  { key: 'traditional', value: 4 },
  { key: 'minimally-invasive', value: 0.75 },
];

export default function StyleGuidePage({ data }: { data: PageData }) {
  const { t, locale } = useI18n();
  const [modal, setModal] = useState(false);
  const focus = SECTIONS.includes(data.route) ? data.route : null;
  const box = (id: string) =>
    `card scroll-mt-24 ${focus === id ? 'ring-2 ring-brand-600' : ''}`;
  return (
    <>
      <PageIntro id="style-guide" />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
        <nav aria-label={t('sg-contents')} className="card">
          <ul className="flex flex-wrap gap-3">
            {SECTIONS.map((s) => <li key={s}><a className="underline" href={`#${s}`} aria-current={focus === s ? 'location' : undefined}>{t(`sg-${s}`)}</a></li>)}
          </ul>
        </nav>
        <section id="simple-test" aria-labelledby="sg-buttons" className={box('simple-test')}>
          <h2 id="sg-buttons" className="text-xl font-bold">{t('sg-simple-test')}</h2>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button>{t('sg-primary')}</Button>
            <Button variant="secondary">{t('sg-secondary')}</Button>
            <Button variant="ghost">{t('sg-ghost')}</Button>
            <Button loading>{t('common-loading')}</Button>
            <Tooltip content={t('sg-tooltip-text')}>
              {(trigger) => <Button variant="secondary" {...trigger}>{t('sg-tooltip')}</Button>}
            </Tooltip>
            <Button variant="secondary" onClick={() => toast({ title: t('sg-toast-title'), description: t('sg-toast-text') })}>{t('sg-toast')}</Button>
            <Button variant="secondary" aria-haspopup="dialog" onClick={() => setModal(true)}>{t('sg-modal')}</Button>
          </div>
        </section>
        <section id="typography-demo" aria-labelledby="sg-type" className={box('typography-demo')}>
          <h2 id="sg-type" className="text-xl font-bold">{t('sg-typography-demo')}</h2>
          <p className="mt-3 text-4xl font-extrabold">{t('home-hero-title')}</p>
          <p className="mt-2 text-2xl font-bold">{t('home-why-title')}</p>
          <p className="mt-2">{t('home-hero-subtitle')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('medical-disclaimer')}</p>
        </section>
        <section id="about-test" aria-labelledby="sg-about" className={box('about-test')}>
          <h2 id="sg-about" className="text-xl font-bold">{t('sg-about-test')}</h2>
          <p className="mt-3">{t('page-about-lead')}</p>
        </section>
        <section id="language-test" aria-labelledby="sg-lang" className={box('language-test')}>
          <h2 id="sg-lang" className="text-xl font-bold">{t('sg-language-test')}</h2>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-start text-sm">
              <thead>
                <tr>
                  {['sg-col-language', 'sg-col-date', 'sg-col-time', 'sg-col-money', 'sg-col-timing'].map((k) => <th key={k} scope="col" className="p-2 text-start">{t(k)}</th>)}
                </tr>
              </thead>
              <tbody>
                {siteLocales().map((tag) => {
                  const p = localeProfile(tag);
                  return (
                    <tr key={tag} className="border-t border-slate-200 dark:border-slate-800">
                      <th scope="row" className="p-2 text-start" lang={tag}>{p.nativeName}</th>
                      <td className="p-2">{formatDate(tag, '2026-03-14')}</td>
                      <td className="p-2">{formatTime(tag, '14:30')}</td>
                      <td className="p-2">{formatMoney(tag, p.currency, 12000)}</td>
                      <td className="p-2">{p.validationTiming}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="mt-2 text-sm">{t('sg-current-language', { language: localeProfile(locale).nativeName })}</p>
        </section>
        <section id="sidebar-demo" aria-labelledby="sg-sidebar" className={box('sidebar-demo')}>
          <h2 id="sg-sidebar" className="text-xl font-bold">{t('sg-sidebar-demo')}</h2>
          <nav aria-label={t('sg-sidebar-demo')} className="mt-3 w-64 rounded-xl border border-slate-200 p-2 dark:border-slate-700">
            <ul>{SIDEBAR.map((s) => <li key={s} className="rounded-lg px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800">{t(`sg-sidebar-${s}`)}</li>)}</ul>
          </nav>
        </section>
        <section id="chart-enhancement-demo" aria-labelledby="sg-chart" className={box('chart-enhancement-demo')}>
          <h2 id="sg-chart" className="text-xl font-bold">{t('sg-chart-enhancement-demo')}</h2>
          <div className="mt-3 grid max-w-xl grid-cols-2 gap-4">
            <StatCounter stat={{ key: 'cases', value: 10000, suffix: '+' }} index={0} />
            <StatCounter stat={{ key: 'satisfaction', value: 98, suffix: '%' }} index={1} />
          </div>
          <figure className="mt-4 max-w-xl">
            <figcaption className="font-semibold">{t('services-comparison-incision')}</figcaption>
            {CHART.map((bar) => (
              <div key={bar.key} className="mt-2">
                <span className="text-sm">{t('sg-chart-bar', { label: t(`services-comparison-${bar.key}`), value: formatNumber(locale, bar.value, 2) })}</span>
                <div className="h-3 rounded bg-brand-600" style={{ inlineSize: `${(bar.value / 5) * 100}%` }} />
              </div>
            ))}
          </figure>
        </section>
        <section id="medical-form-demo" aria-labelledby="sg-form" className={box('medical-form-demo')}>
          <h2 id="sg-form" className="mb-3 text-xl font-bold">{t('sg-medical-form-demo')}</h2>
          <BookingStarter />
        </section>
        <section id="test-debug" aria-labelledby="sg-debug" className={box('test-debug')}>
          <h2 id="sg-debug" className="text-xl font-bold">{t('sg-test-debug')}</h2>
          <pre className="mt-3 overflow-x-auto text-xs" dir="ltr">{JSON.stringify(localeProfile(locale), null, 2)}</pre>
        </section>
      </div>
      {modal && (
        <Suspense fallback={null}>
          <Modal open onOpenChange={setModal} title={t('sg-modal')} description={t('sg-modal-text')}>
            <p>{t('sg-modal-rule')}</p>
          </Modal>
        </Suspense>
      )}
    </>
  );
}
