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
 * phone), and a tap aimed at a time slot could land on a link that leaves the form. They also hide
 * while the focused element is where the pill would be (WCAG 2.2 SC 2.4.11: focus is never hidden),
 * e.g. a link near the bottom of the screen or the footer's phone number.
 */
export function FloatingPill({ forceHidden = false }: { forceHidden?: boolean }) {
  const { t, href } = useI18n();
  const [visible, setVisible] = useState(false);
  const [inForm, setInForm] = useState(false);
  const [coversFocus, setCoversFocus] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const lastY = useRef(0);
  const hidden = forceHidden || inForm || coversFocus;

  useEffect(() => {
    // Checked on focus and after each scroll (the focused element moves, the pill does not).
    let frame = 0;
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setCoversFocus(overlapsFocus(nav.current, document.activeElement)));
    };
    const onFocusIn = (e: FocusEvent) => {
      setInForm(isFormField(e.target));
      check();
    };
    const onFocusOut = (e: FocusEvent) => {
      setInForm(isFormField(e.relatedTarget));
      if (!e.relatedTarget) setCoversFocus(false);
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
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
      ref={nav}
      aria-label={t('pill-label')}
      data-visible={visible}
      data-insets
      className={cn(
        // At most the screen's width less a margin: on a narrow phone the links wrap onto a second row
        // (and a long label onto two lines) instead of running off the screen.
        'fixed bottom-[calc(1rem+var(--consent-height,0px))] start-1/2 z-30 w-max max-w-[calc(100vw-1rem)] -translate-x-1/2 rtl:translate-x-1/2 rounded-3xl border border-slate-200 bg-white/95 px-1.5 py-1 shadow-lg transition-[opacity,transform,visibility] duration-[var(--anim-duration)] dark:border-slate-700 dark:bg-slate-900/95',
        visible ? 'visible opacity-100' : 'invisible translate-y-4 opacity-0',
      )}
    >
      <ul className="flex flex-wrap justify-center gap-x-0.5 text-sm">
        {PILL_LINKS.map((l) => (
          <li key={l.path}>
            <a className="block max-w-full rounded-full px-2.5 py-2 text-center font-medium leading-tight hover:bg-brand-50 sm:px-3 dark:hover:bg-slate-800" href={href(l.path)}>
              {t(l.key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Whether the focused element (outside the pill) is, even partly, where the pill is drawn. */
function overlapsFocus(pill: HTMLElement | null, focused: Element | null): boolean {
  if (!pill || !focused || focused === document.body || pill.contains(focused)) return false;
  const p = pill.getBoundingClientRect();
  const f = focused.getBoundingClientRect();
  // the hidden pill sits a little lower (its entrance transition): count the space it will take
  const margin = 24;
  return f.bottom > p.top - margin && f.top < p.bottom && f.right > p.left && f.left < p.right;
}

/** An input, select, text area or button inside a form. */
function isFormField(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('form') !== null && target.matches('input, select, textarea, button');
}
