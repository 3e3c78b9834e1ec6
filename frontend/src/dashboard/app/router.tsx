// A small history router for the dashboard's few screens (a router library would cost more than these
// lines). Paths are below BASE; the search string carries list filters so Back and links keep them.
import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export const BASE = '/medical-dashboard';
const CHANGE = 'dashboard-navigate';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/** The dashboard path (without BASE, '/' for the overview) and its search parameters. */
export function useLocation(): { path: string; search: URLSearchParams } {
  const full = useSyncExternalStore(subscribe, snapshot);
  const [pathname, query = ''] = full.split('?');
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : pathname;
  return { path: rest.replace(/\/$/, '') || '/', search: new URLSearchParams(query) };
}

export const href = (path: string): string => (path === '/' ? BASE : BASE + path);

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  const target = href(path);
  if (options.replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  window.dispatchEvent(new Event(CHANGE));
}

/** Strips a language prefix (`/en/medical-dashboard/...`): the dashboard keeps its language as a setting. */
export function normalizePath(): void {
  const match = /^\/[a-zA-Z-]+(\/medical-dashboard.*)$/.exec(window.location.pathname);
  if (match?.[1]) window.history.replaceState(null, '', match[1] + window.location.search);
}

/** A link inside the dashboard: a plain anchor (open in a new tab works), navigated without a reload. */
export function Link({ to, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={href(to)} onClick={handle} {...props} />;
}
