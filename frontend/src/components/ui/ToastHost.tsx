import { lazy, Suspense, useEffect, useState } from 'react';
import { useI18n } from '../../lib/i18n';
import { currentToast, dismissToast, subscribeToasts, type ToastItem } from './toast-store';

const Toaster = lazy(() => import('./Toaster'));

/** Mounts the (lazy) toast viewport once the first toast is requested. */
export function ToastHost() {
  const { t, profile } = useI18n();
  const [item, setItem] = useState<ToastItem | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    setItem(currentToast());
    return subscribeToasts((next) => {
      setItem(next);
      if (next) setUsed(true);
    });
  }, []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <Toaster item={item} onClose={dismissToast} rtl={profile.direction === 'rtl'} closeLabel={t('common-close')} regionLabel={t('common-notifications')} />
    </Suspense>
  );
}
