import { stripIsolates, useI18n } from '../../lib/i18n';

/**
 * `t` without Fluent's bidi isolates, for accessible names, titles, alt text and short figures
 * ("20 cm"), where the marks are noise for screen readers and text search.
 */
export function usePlainT() {
  const { t } = useI18n();
  return (key: string, args?: Record<string, string | number>) => stripIsolates(t(key, args));
}
