import { useEffect, useId, useRef, useState } from 'react';
import { localeProfile, localizedPath, siteLocales, type Locale } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { chooseLanguage } from '../../lib/language-preference';

export function LanguageSwitcher({ path }: { path: string }) {
  const { t, locale, profile } = useI18n();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = (next: Locale) => chooseLanguage(locale, next);

  return (
    <div ref={box} className="relative">
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1 rounded-lg px-2 py-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('nav-language-switcher', { language: profile.nativeName })}
        onClick={() => setOpen((v) => !v)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span aria-hidden="true">{profile.nativeName}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute end-0 top-full z-50 mt-1 min-w-40 rounded-xl border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {siteLocales().map((tag) => (
          <li key={tag}>
            <a
              href={localizedPath(tag, path)}
              lang={tag}
              hrefLang={tag}
              aria-current={tag === locale ? 'true' : undefined}
              onClick={() => choose(tag)}
              className="block rounded-lg px-3 py-2 hover:bg-slate-100 aria-[current]:font-bold dark:hover:bg-slate-800"
            >
              {localeProfile(tag).nativeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
