import { Suspense, useLayoutEffect, type CSSProperties } from 'react';
import type { I18n } from '../lib/i18n';
import { I18nProvider } from '../lib/i18n';
import type { PageComponent } from './routes';
import type { PageData } from '../lib/site-data';
import { PageErrorBoundary, RootErrorBoundary } from './ErrorBoundaries';
import { Header } from '../features/header/Header';
import { Footer } from '../features/footer/Footer';
import { SampleContentNotice } from '../features/sample-content/SampleContentNotice';
import { FloatingPill } from '../features/floating-pill/FloatingPill';
import { ToastHost } from '../components/ui/ToastHost';
import { ClientExtras } from './ClientExtras';
import { PageLoading } from './PageLoading';

/** The shell around every page: skip link, header, lazy page body, footer, pill, client-only extras. */
export function App({ data, i18n, Page }: { data: PageData; i18n: I18n; Page: PageComponent }) {
  const { animation } = i18n.profile;
  const style = { '--anim-duration': `${animation.durationMs}ms`, '--anim-stagger': `${animation.staggerMs}ms` } as CSSProperties;
  return (
    <RootErrorBoundary>
      <I18nProvider value={i18n}>
        <div className="app-root flex min-h-screen flex-col" style={style} data-animation={animation.name}>
          <a href="#main-content" className="skip-link">{i18n.t('common-skip-to-content')}</a>
          {data.site.sampleContent && <SampleContentNotice />}
          <Header path={data.path} />
          <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
            <PageErrorBoundary>
              <Suspense fallback={<PageLoading />}>
                <Page data={data} />
                <PageReady />
              </Suspense>
            </PageErrorBoundary>
          </main>
          <Footer clinic={data.site.clinic} />
          <FloatingPill />
          <ToastHost />
          <ClientExtras data={data} />
        </div>
      </I18nProvider>
    </RootErrorBoundary>
  );
}

/**
 * `data-page-ready` on <html> once the page itself is hydrated, not only the shell: React may hydrate
 * the lazy page in a later pass, and this sibling commits with it. What must act on a working page
 * (the browser tests, a synthetic check) waits for it.
 */
function PageReady() {
  useLayoutEffect(() => document.documentElement.setAttribute('data-page-ready', ''), []);
  return null;
}
