import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { setInset } from '../../lib/layout-insets';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeSwitcher } from '../../components/ui/ThemeSwitcher';
import { menuItems } from './nav-items';
import { Logo } from './Logo';

export function Header({ path }: { path: string }) {
  const { t, href } = useI18n();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const bar = useRef<HTMLDivElement>(null);

  // Focus scrolled into view stops below the sticky header (scroll-padding in styles.css): the bar's
  // real height, which depends on the language's text and the reader's text size.
  // Measured before the first paint after hydration too, so whatever is placed below the header (the
  // language suggestion) finds its height already there.
  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    setInset('--header-height', el.offsetHeight);
    if (!('ResizeObserver' in window)) return;
    const observer = new ResizeObserver(() => setInset('--header-height', el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = (mobile: boolean) =>
    menuItems.map(({ path: p, key }) => (
      <li key={p}>
        <a
          href={href(p)}
          aria-current={p === path ? 'page' : undefined}
          className={cn(
            'block whitespace-nowrap rounded-lg px-2.5 py-2 font-medium hover:bg-slate-100 dark:hover:bg-slate-800',
            p === path && 'text-brand-800 underline decoration-2 underline-offset-8 dark:text-brand-200',
            mobile && 'text-lg',
          )}
        >
          {t(key)}
        </a>
      </li>
    ));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div ref={bar} className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <a href={href('/')} className="flex min-w-0 items-center gap-2 font-bold text-brand-800 dark:text-brand-200">
          <Logo />
          <span className="truncate lg:sr-only 2xl:not-sr-only">{t('common-clinic-name')}</span>
        </a>
        <nav aria-label={t('nav-main-label')} className="ms-auto hidden lg:block">
          <ul className="flex items-center text-sm xl:gap-1 xl:text-base">{links(false)}</ul>
        </nav>
        <div className="ms-auto flex items-center gap-1 lg:ms-2">
          <LanguageSwitcher path={path} />
          <ThemeSwitcher />
          <button
            ref={toggle}
            type="button"
            className="rounded-lg p-2 hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav-menu-close') : t('nav-menu-open')}
            onClick={() => setOpen((v) => !v)}
          >
            <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label={t('nav-mobile-label')} hidden={!open} className="border-t border-slate-200 px-4 pb-4 lg:hidden dark:border-slate-800">
        <ul className="mt-2 grid gap-1">{links(true)}</ul>
      </nav>
    </header>
  );
}
