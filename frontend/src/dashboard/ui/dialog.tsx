// A modal dialog for a staff action (Radix Dialog: focus trap, Escape, labelled by its title).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n';

export function ActionDialog({ open, onOpenChange, title, children }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  const { t, profile } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          data-slot="dialog"
          dir={profile.direction}
          aria-describedby={undefined}
          className="fixed inset-x-4 top-16 z-50 mx-auto max-h-[80vh] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
          <div className="mt-4">{children}</div>
          <Dialog.Close className="mt-4 text-sm underline">{t('dash-cancel-dialog')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
