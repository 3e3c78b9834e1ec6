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

/**
 * The quick links that float at the bottom once the visitor scrolls down. They are forced hidden
 * while a form field has focus: a patient filling in a form is scrolling through its fields, the pill
 * would cover the field below the one being filled (and the on-screen keyboard's neighbourhood on a
 * phone), and a tap aimed at a time slot could land on a link that leaves the form.
 */
export function FloatingPill({ forceHidden = false }: { forceHidden?: boolean }) {
  const { t, href } = useI18n();
  const [visible, setVisible] = useState(false);
  const [inForm, setInForm] = useState(false);
  const lastY = useRef(0);
  const hidden = forceHidden || inForm;

  useEffect(() => {
    const onFocusIn = (e: FocusEvent) => setInForm(isFormField(e.target));
    const onFocusOut = (e: FocusEvent) => setInForm(isFormField(e.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const previous = lastY.current; // read now: React may run the updater later
        lastY.current = y;
        setVisible((was) => nextPillVisible(previous, y, was, hidden));
      });
    };
    lastY.current = window.scrollY;
    if (hidden) setVisible(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [hidden]);

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

/** An input, select, text area or button inside a form. */
function isFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('form') !== null && target.matches('input, select, textarea, button');
}
