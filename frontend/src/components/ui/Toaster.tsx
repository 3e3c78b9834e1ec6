import * as RadixToast from '@radix-ui/react-toast';
import type { ToastItem } from './toast-store';

/** Loaded only when the first toast appears. 5 s auto-dismiss, swipe 50 px to dismiss (SPEC §4/§9). */
export default function Toaster({ item, onClose, rtl, closeLabel, regionLabel }: {
  item: ToastItem | null;
  onClose: (id: number) => void;
  rtl: boolean;
  closeLabel: string;
  regionLabel: string;
}) {
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
      <RadixToast.Viewport className="fixed bottom-20 end-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </RadixToast.Provider>
  );
}
