import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  // Where the area is on screen now, not where it was asked to go: a check that runs between the move
  // and its render (a busy phone) must not take the old place for the new one and dismiss the toast.
  const shownAtTop = useRef(false);
  const wantTop = useRef(false);
  const check = useRef<() => void>(() => {});
  const moveTo = useCallback((top: boolean) => {
    wantTop.current = top;
    setAtTop(top);
  }, []);
  useLayoutEffect(() => {
    shownAtTop.current = atTop;
    check.current(); // once moved, look again
  }, [atTop]);
  useEffect(() => {
    if (!item) return;
    let frame = 0;
    moveTo(false);
    const look = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Still on its way to where it was sent: the layout effect looks again once it is there.
        if (shownAtTop.current !== wantTop.current) return;
        if (!covers(viewport.current, document.activeElement)) return;
        if (wantTop.current) onClose(item.id);
        else moveTo(true);
      });
    };
    check.current = look;
    look();
    document.addEventListener('focusin', look);
    window.addEventListener('scroll', look, { passive: true });
    window.addEventListener('resize', look, { passive: true });
    // The toast is portalled into the area a render or two after the item arrives: on a slow phone the
    // first check can find the area still empty (no height), so look again whenever its size changes.
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(look);
    if (viewport.current) sized?.observe(viewport.current);
    return () => {
      check.current = () => {};
      sized?.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', look);
      window.removeEventListener('scroll', look);
      window.removeEventListener('resize', look);
    };
  }, [item, onClose, moveTo]);

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
