/** Toasts: at most one at a time; a new toast replaces (updates) the current one. */
export interface ToastItem {
  id: number;
  title: string;
  description?: string;
}

type Listener = (item: ToastItem | null) => void;
let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

export function toast(item: Omit<ToastItem, 'id'>): number {
  current = { ...item, id: nextId++ };
  listeners.forEach((l) => l(current));
  return current.id;
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = null;
  listeners.forEach((l) => l(null));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToast(): ToastItem | null {
  return current;
}
