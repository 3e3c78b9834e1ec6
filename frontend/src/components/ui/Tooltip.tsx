import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

// the product’s states and transitions/§9: open after 700 ms hover (or at once on focus); if another tooltip closed less than 300 ms
// ago, open instantly; one tooltip at a time. Hand-written: a Radix tooltip (with floating-ui) would cost
// more of the home page's JS budget than this whole file.
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = 0;
let closeCurrent: (() => void) | null = null;

export function Tooltip({ content, children }: { content: ReactNode; children: (props: TriggerProps) => ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const close = () => {
    window.clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = performance.now();
      return false;
    });
  };
  const show = () => {
    if (closeCurrent && closeCurrent !== close) closeCurrent();
    closeCurrent = close;
    setOpen(true);
  };
  const openSoon = () => {
    window.clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < SKIP_DELAY_MS) show();
    else timer.current = window.setTimeout(show, OPEN_DELAY_MS);
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close, { capture: true });
    };
  }, [open]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <span className="relative inline-flex">
      {children({
        'aria-describedby': open ? id : undefined,
        onPointerEnter: openSoon,
        onPointerLeave: close,
        onPointerDown: close,
        onFocus: show,
        onBlur: close,
      })}
      {open && (
        <span
          id={id}
          role="tooltip"
          className="pointer-events-none absolute top-full start-1/2 z-50 mt-2 -translate-x-1/2 rtl:translate-x-1/2 whitespace-nowrap rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {content}
        </span>
      )}
    </span>
  );
}

export interface TriggerProps {
  'aria-describedby': string | undefined;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onBlur: () => void;
}
