// V8 compiles a WASM function the first time it is called (lazy compilation), and the core sets up a
// language's plural rules and number formats on first use. Inside hydration those first calls land in
// whichever unit of work happens to make them, and one unit that runs a few milliseconds over React's
// 5 ms slice is a task over 50 ms on a slow phone (Lighthouse's 4× CPU): time to interactive moves
// from about 0.9 s to 1.7–1.9 s (docs/performance.md). So the paths every page takes are called once
// before hydration, each in a task of its own.
import { formatDate, formatNumber, formatTime, localeProfile, type Locale } from '../lib/core';
import { SITE_LOCALES } from '../generated/contract';
import type { I18n } from '../lib/i18n';
import { nextTask } from '../lib/next-task';

/** First calls of the core's common paths, one task each; failures are the app's to meet later. */
export async function warmCore(i18n: I18n, locale: Locale): Promise<void> {
  const steps: (() => unknown)[] = [
    () => i18n.t('common-skip-to-content'),
    // a message with a plural selector and a number: the plural rules and the number format
    () => i18n.t('booking-companions-count', { count: 2 }),
    () => formatNumber(locale, 1234.5, 1),
    () => [formatDate(locale, '2026-01-02'), formatTime(locale, '09:30')],
    () => SITE_LOCALES.map((tag) => localeProfile(tag)),
  ];
  for (const step of steps) {
    await nextTask();
    try {
      step();
    } catch (error) {
      console.warn('core warm-up step failed', error);
    }
  }
  await nextTask();
}
