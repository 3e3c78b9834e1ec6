import * as Dialog from '@radix-ui/react-dialog';
import { usePlainT } from './use-plain-t';
import type { Certificate } from '../../lib/site-data';
import { useI18n } from '../../lib/i18n';

/**
 * The full-size view of a certificate (lazy-loaded by its caller). Like the shell's Modal, the language
 * profile decides whether Escape and a backdrop click close it.
 */
export default function CertificateViewer({ cert, onClose }: { cert: Certificate; onClose: () => void }) {
  const { t, profile } = useI18n();
  const pt = usePlainT();
  const portrait = cert.orientation === 'portrait';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-backdrop fixed inset-0 z-[70] bg-slate-950/70" />
        <Dialog.Content
          dir={profile.direction}
          className="modal-content fixed inset-x-0 top-1/2 z-[71] mx-auto max-h-[92vh] w-[min(56rem,calc(100vw-2rem))] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl dark:bg-slate-900"
          onEscapeKeyDown={(e) => !profile.modalClosesOnEscape && e.preventDefault()}
          onPointerDownOutside={(e) => !profile.modalClosesOnBackdrop && e.preventDefault()}
          onInteractOutside={(e) => !profile.modalClosesOnBackdrop && e.preventDefault()}
        >
          <Dialog.Title className="text-xl font-bold">{cert.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-slate-700 dark:text-slate-300">{pt('doctor-cert-issuer', { issuer: cert.issuer })}</Dialog.Description>
          <img
            src={cert.full}
            alt={pt('doctor-cert-image-alt', { title: cert.title })}
            width={portrait ? 600 : 800}
            height={portrait ? 800 : 600}
            className={`mx-auto mt-4 h-auto rounded border border-slate-200 dark:border-slate-700 ${portrait ? 'w-full max-w-md' : 'w-full'}`}
          />
          {cert.full.includes('-placeholder') && <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('doctor-cert-placeholder')}</p>}
          <Dialog.Close className="btn btn-secondary mt-5 w-full">{t('common-close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
