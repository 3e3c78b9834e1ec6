import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { nextPillVisible } from './pill-visibility';

const PILL_LINKS = [
  { path: '/', key: 'pill-home' },
  { path: '/doctor', key: 'pill-doctor' },
  { path: '/international', key: 'pill-international' },
  { path: '/appointment', key: 'pill-appointment' },
];

export function FloatingPill({ forceHidden = false }: { forceHidden?: boolean }) {
  const { t, href } = useI18n();
  const [visible, setVisible] = useState(false);
  const lastY = useRef(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const previous = lastY.current; // read now: React may run the updater later
        lastY.current = y;
        setVisible((was) => nextPillVisible(previous, y, was, forceHidden));
      });
    };
    lastY.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [forceHidden]);

  return (
    <nav
      aria-label={t('pill-label')}
      data-visible={visible}
      className={cn(
        'fixed bottom-4 start-1/2 z-30 -translate-x-1/2 rtl:translate-x-1/2 rounded-full border border-slate-200 bg-white/95 px-2 py-1 shadow-lg transition-[opacity,transform,visibility] duration-[var(--anim-duration)] dark:border-slate-700 dark:bg-slate-900/95',
        visible ? 'visible opacity-100' : 'invisible translate-y-4 opacity-0',
      )}
    >
      <ul className="flex gap-1 text-sm">
        {PILL_LINKS.map((l) => (
          <li key={l.path}>
            <a className="block whitespace-nowrap rounded-full px-3 py-2 font-medium hover:bg-brand-50 dark:hover:bg-slate-800" href={href(l.path)}>
              {t(l.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
