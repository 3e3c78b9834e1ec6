import * as RadixToast from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';
import type { ToastItem } from './toast-store';

/**
 * Loaded only when the first toast appears. 5 s auto-dismiss, swipe 50 px to dismiss (the product’s states and transitions/§9).
 * A toast never covers the control in use (on a phone it spans the screen's width): when the focused
 * control is under it (focus moved, the page scrolled, the on-screen keyboard resized the viewport) it
 * moves to the top of the screen, and if the control is there too it is dismissed; its text has
 * already been announced by the live region.
 */
export default function Toaster({ item, onClose, rtl, closeLabel, regionLabel }: {
  item: ToastItem | null;
  onClose: (id: number) => void;
  rtl: boolean;
  closeLabel: string;
  regionLabel: string;
}) {
  const viewport = useRef<HTMLOListElement>(null);
  const [atTop, setAtTop] = useState(false);
  useEffect(() => {
    if (!item) return;
    let frame = 0;
    let top = false;
    setAtTop(false);
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!covers(viewport.current, document.activeElement)) return;
        if (top) onClose(item.id);
        else {
          top = true;
          setAtTop(true);
          check(); // once moved, look again
        }
      });
    };
    check();
    document.addEventListener('focusin', check);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    // The toast is portalled into the area a render or two after the item arrives: on a slow phone the
    // first check can find the area still empty (no height), so look again whenever its size changes.
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(check);
    if (viewport.current) sized?.observe(viewport.current);
    return () => {
      sized?.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', check);
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [item, onClose]);

  return (
    <RadixToast.Provider duration={5000} swipeThreshold={50} swipeDirection={rtl ? 'left' : 'right'} label={regionLabel}>
      {item && (
        <RadixToast.Root
          key={item.id}
          open
          onOpenChange={(open) => !open && onClose(item.id)}
          className="toast rounded-xl border border-slate-200 bg-white p-4 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <RadixToast.Title className="font-semibold">{item.title}</RadixToast.Title>
          {item.description && <RadixToast.Description className="mt-1 text-sm">{item.description}</RadixToast.Description>}
          <RadixToast.Close className="absolute end-2 top-2 rounded p-1 text-sm" aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport ref={viewport} className={`fixed ${atTop ? 'top-20' : 'bottom-20'} end-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none`} />
    </RadixToast.Provider>
  );
}

/** Whether the toasts' area overlaps the focused control (a control inside a toast is its own). */
function covers(area: HTMLElement | null, focused: Element | null): boolean {
  if (!area || !focused || focused === document.body || area.contains(focused)) return false;
  const a = area.getBoundingClientRect();
  if (a.height === 0) return false;
  const f = focused.getBoundingClientRect();
  return f.bottom > a.top && f.top < a.bottom && f.right > a.left && f.left < a.right;
}
