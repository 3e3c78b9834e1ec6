// The booking a patient leaves for LINE Login with, so the status page LINE sends them back to can show
// that booking again without asking for the contact once more. sessionStorage only (the contact is
// personal data, and the return is in the same tab), read once.
export const LINE_RETURN_KEY = 'line-login-return';

export interface LineReturn {
  code: string;
  contact: string;
}

export function saveLineReturn(value: LineReturn, storage: Pick<Storage, 'setItem'> = sessionStorage): void {
  try {
    storage.setItem(LINE_RETURN_KEY, JSON.stringify(value));
  } catch (error) {
    console.warn('LINE return not kept', error);
  }
}

/** The booking kept before LINE Login (then forgotten), or null; a tampered value reads as nothing. */
export function takeLineReturn(storage: Pick<Storage, 'getItem' | 'removeItem'> = sessionStorage): LineReturn | null {
  try {
    const raw = storage.getItem(LINE_RETURN_KEY);
    storage.removeItem(LINE_RETURN_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<LineReturn>) : null;
    return typeof value?.code === 'string' && typeof value.contact === 'string' ? { code: value.code, contact: value.contact } : null;
  } catch {
    return null;
  }
}
