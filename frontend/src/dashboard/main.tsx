// The staff dashboard's entry: its own bundle (vite.dashboard.config.ts), never loaded by public pages.
import './dashboard.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../lib/api';
import { whenUnauthorized } from './api/client';
import { DashboardApp } from './app/DashboardApp';
import { DashboardI18n, initialLocale, preloadLocale } from './app/i18n';
import { navigate, normalizePath } from './app/router';

const queries = new QueryClient({
  defaultOptions: {
    // Staff work on live data: read again on focus; a refused call (4xx) is not retried.
    queries: { staleTime: 15_000, retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2 },
  },
});

whenUnauthorized(() => {
  queries.clear();
  navigate('/login', { replace: true });
});

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('Root container not found');
  normalizePath();
  let locale = initialLocale();
  try {
    await preloadLocale(locale);
  } catch (error) {
    // the product’s error catalogue: a failed translation load is logged and zh-TW used.
    console.error('dashboard texts failed to load', locale, error);
    locale = 'zh-TW';
    await preloadLocale(locale);
  }
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queries}>
        <DashboardI18n initial={locale}>
          <DashboardApp />
        </DashboardI18n>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
