import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

/**
 * A modal dialog (lazy-loaded by its callers). The language profile decides whether Escape and a click
 * on the backdrop close it: indirect-communication languages keep it open on a backdrop click.
 */
export default function Modal({ open, onOpenChange, title, description, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { t, profile } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="modal-backdrop" className="modal-backdrop fixed inset-0 z-[70] bg-slate-950/60" />
        <Dialog.Content
          dir={profile.direction}
          className="modal-content fixed start-1/2 top-1/2 z-[71] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2 rounded-2xl bg-white p-6 shadow-xl dark:bg-slate-900"
          onEscapeKeyDown={(e) => !profile.modalClosesOnEscape && e.preventDefault()}
          onPointerDownOutside={(e) => !profile.modalClosesOnBackdrop && e.preventDefault()}
          onInteractOutside={(e) => !profile.modalClosesOnBackdrop && e.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className="text-xl font-bold">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-slate-700 dark:text-slate-300">{description}</Dialog.Description>}
          <div className="mt-4">{children}</div>
          <Dialog.Close className="btn btn-secondary mt-6 w-full">{t('common-close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
