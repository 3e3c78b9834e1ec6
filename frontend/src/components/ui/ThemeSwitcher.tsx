import { useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { Tooltip } from './Tooltip';
import { applyTheme, readTheme, storeTheme, type ThemeChoice } from '../../lib/theme-store';

const ICONS: Record<ThemeChoice, string> = {
  light: 'M12 4V2m0 20v-2m8-8h2M2 12h2m13.7-5.7 1.4-1.4M4.9 19.1l1.4-1.4m0-11.4L4.9 4.9m14.2 14.2-1.4-1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  system: 'M3 4h18v12H3zM8 20h8M12 16v4',
};

/** Light / dark / system; system follows the OS live. The first paint is handled by public/boot.js. */
export function ThemeSwitcher() {
  const { t } = useI18n();
  // The prerendered HTML cannot know the stored theme: start at "system", read it after hydration.
  const [choice, setChoice] = useState<ThemeChoice>('system');
  useEffect(() => setChoice(readTheme()), []);
  useEffect(() => {
    applyTheme(choice);
    if (choice !== 'system') return;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [choice]);

  const pick = (next: ThemeChoice) => {
    storeTheme(next);
    setChoice(next);
  };

  return (
    <div role="group" aria-label={t('theme-label')} className="flex rounded-full border border-slate-200 p-0.5 dark:border-slate-700">
      {(['light', 'dark', 'system'] as const).map((option) => (
        <Tooltip key={option} content={t(`theme-${option}`)}>
          {(trigger) => (
            <button
              type="button"
              {...trigger}
              aria-pressed={choice === option}
              aria-label={t(`theme-${option}`)}
              onClick={() => pick(option)}
              className="rounded-full p-1.5 aria-pressed:bg-brand-100 aria-pressed:text-brand-900 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d={ICONS[option]} />
              </svg>
            </button>
          )}
        </Tooltip>
      ))}
    </div>
  );
}
