import { lazy, Suspense, useState } from 'react';
import type { ClinicInfo } from '../../lib/site-data';
import { useI18n } from '../../lib/i18n';
import { Button } from '../ui/Button';

const Modal = lazy(() => import('../ui/Modal'));

type Channel = 'line' | 'whatsapp';

/** LINE and WhatsApp cards; a card opens a modal with the large QR code and a direct link. */
export function ContactCards({ clinic }: { clinic: ClinicInfo }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<Channel | null>(null);
  const channels = [
    { id: 'line' as const, qr: clinic.line.qr, url: clinic.line.url, handle: clinic.line.id },
    { id: 'whatsapp' as const, qr: clinic.whatsapp.qr, url: clinic.whatsapp.url, handle: clinic.whatsapp.number },
  ];
  const current = channels.find((c) => c.id === open);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {channels.map((c) => (
        <div key={c.id} className="card flex items-center gap-4">
          <img src={c.qr} alt="" width="80" height="80" loading="lazy" className="hidden rounded bg-white p-1 md:block" />
          <div className="grid flex-1 gap-2">
            <h3 className="text-lg font-bold">{t(`home-${c.id}-title`)}</h3>
            <p className="hidden text-sm md:block">{t(`home-${c.id}-description`)}</p>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setOpen(c.id)}>
                {t(`home-${c.id}-show-qr`)}
              </Button>
              <a className="btn btn-primary px-3 py-1.5 text-sm md:hidden" href={c.url} rel="noopener">{t(`home-${c.id}-action`)}</a>
            </div>
          </div>
        </div>
      ))}
      {current && (
        <Suspense fallback={null}>
          <Modal open onOpenChange={(o) => !o && setOpen(null)} title={t(`home-${current.id}-title`)} description={t(`home-${current.id}-description`)}>
            <img src={current.qr} alt={t(`home-${current.id}-qr-alt`)} width="240" height="240" className="mx-auto rounded bg-white p-2" />
            <p className="mt-3 text-center" dir="ltr">{current.handle}</p>
            <a className="btn btn-primary mt-4 w-full" href={current.url} rel="noopener">{t(`home-${current.id}-action`)}</a>
          </Modal>
        </Suspense>
      )}
    </div>
  );
}
