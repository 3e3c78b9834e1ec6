// The medical layout: the sidebar of the product’s screens and routes mapped to the dashboard's real sections (docs/decisions.md
// lists the items left out), a top bar with the code jump, the language switch and the account menu.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { siteLocales, localeProfile, type Locale } from '../../lib/core';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { cn } from '../../lib/cn';
import { setCsrfToken } from '../api/client';
import { canEditContent, canReviewContent } from '../api/choices';
import { signOut, signOutEverywhere } from '../api/endpoints';
import type { StaffUser } from '../api/wire';
import { PasswordDialog } from '../screens/PasswordDialog';
import { useLocaleSwitch } from './i18n';
import { Link, navigate, useLocation } from './router';

interface Section {
  to: string;
  key: string;
  group: string;
  admin?: boolean;
  /** Shown to the site's content editors, reviewers and admins. */
  content?: boolean;
  /** Shown to the site's content reviewers and admins. */
  reviewer?: boolean;
}

// the product’s screens and routes's sidebar groups → sections: "main features" → overview and triage; "booking and contact" →
// the inbox; "online booking" → the bookings list, the front desk's day, the calendar; "media resources" → the site's
// content (editors, reviewers and admins) and its published versions (reviewers and admins); "settings" → users and audit log (admins).
const SECTIONS: Section[] = [
  { to: '/', key: 'dash-nav-overview', group: 'dash-nav-group-main' },
  { to: '/triage', key: 'dash-nav-triage', group: 'dash-nav-group-main' },
  { to: '/inbox', key: 'dash-nav-inbox', group: 'dash-nav-group-contact' },
  { to: '/inbox?kind=booking', key: 'dash-nav-bookings', group: 'dash-nav-group-booking' },
  { to: '/front-desk', key: 'dash-nav-front-desk', group: 'dash-nav-group-booking' },
  { to: '/calendar', key: 'dash-nav-calendar', group: 'dash-nav-group-booking' },
  { to: '/closures', key: 'dash-nav-closures', group: 'dash-nav-group-booking' },
  { to: '/waitlist', key: 'dash-nav-waitlist', group: 'dash-nav-group-booking' },
  { to: '/content', key: 'dash-nav-content', group: 'dash-nav-group-media', content: true },
  { to: '/site-versions', key: 'dash-nav-site-versions', group: 'dash-nav-group-media', reviewer: true },
  { to: '/users', key: 'dash-nav-users', group: 'dash-nav-group-settings', admin: true },
  { to: '/audit', key: 'dash-nav-audit', group: 'dash-nav-group-settings', admin: true },
  { to: '/access-report', key: 'dash-nav-access-report', group: 'dash-nav-group-settings', admin: true },
  { to: '/erasure', key: 'dash-nav-erasure', group: 'dash-nav-group-settings', admin: true },
];

function isCurrent(to: string, path: string, search: URLSearchParams): boolean {
  const [p, q] = to.split('?');
  if (q) return path === p && search.get('kind') === new URLSearchParams(q).get('kind');
  if (p === '/inbox') return path === '/inbox' && !search.get('kind');
  return p === '/' ? path === '/' : path.startsWith(p ?? '');
}

function CodeJump() {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const go = (e: FormEvent) => {
    e.preventDefault();
    const clean = code.trim();
    if (clean) navigate(`/bookings/${encodeURIComponent(clean)}`);
    setCode('');
  };
  return (
    <form role="search" aria-label={t('dash-jump-label')} onSubmit={go} className="flex items-center gap-2">
      <label htmlFor="code-jump" className="sr-only">{t('dash-jump-label')}</label>
      <input
        id="code-jump"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder={t('dash-jump-placeholder')}
        dir="ltr"
        className="w-44 rounded-lg border border-slate-400 px-2 py-1 font-mono text-sm uppercase"
      />
      <button type="submit" className="rounded-lg bg-brand-700 px-3 py-1 text-sm font-semibold text-white">{t('dash-jump-go')}</button>
    </form>
  );
}

function LanguageSwitch() {
  const { t } = useI18n();
  const { locale, setLocale } = useLocaleSwitch();
  return (
    <div className="flex items-center gap-1">
      <label htmlFor="dash-language" className="sr-only">{t('dash-language')}</label>
      <select id="dash-language" value={locale} onChange={(e) => setLocale(e.target.value as Locale)} className="rounded-lg border border-slate-400 bg-white px-2 py-1 text-sm">
        {siteLocales().map((l) => (
          <option key={l} value={l} lang={l}>{localeProfile(l).nativeName}</option>
        ))}
      </select>
    </div>
  );
}

function Account({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [changing, setChanging] = useState(false);
  const leave = useMutation({
    mutationFn: (everywhere: boolean) => (everywhere ? signOutEverywhere() : signOut()),
    onSettled: () => {
      setCsrfToken('');
      client.clear();
      navigate('/login', { replace: true });
    },
  });
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" aria-label={stripIsolates(t('dash-account-menu', { email: user.email }))} role="group">
      <span>
        <span dir="ltr">{user.email}</span> · {t(`dash-role-${user.role}`)}
      </span>
      <button type="button" className="rounded-lg border border-slate-400 px-2 py-1 hover:bg-slate-100" onClick={() => leave.mutate(false)}>{t('dash-sign-out')}</button>
      <button type="button" className="rounded-lg border border-slate-400 px-2 py-1 hover:bg-slate-100" onClick={() => leave.mutate(true)}>{t('dash-sign-out-everywhere')}</button>
      <button type="button" className="rounded-lg border border-slate-400 px-2 py-1 hover:bg-slate-100" onClick={() => setChanging(true)}>{t('dash-password-open')}</button>
      <PasswordDialog open={changing} onOpenChange={setChanging} />
    </div>
  );
}

export function Frame({ user, children }: { user: StaffUser; children: ReactNode }) {
  const { t } = useI18n();
  const { path, search } = useLocation();
  const sections = SECTIONS.filter(
    (s) => (!s.admin || user.role === 'admin') && (!s.content || canEditContent(user)) && (!s.reviewer || canReviewContent(user)),
  );
  const groups = [...new Set(sections.map((s) => s.group))];
  return (
    <div data-slot="dashboard-frame" className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[15rem_1fr] md:grid md:grid-cols-[13rem_1fr]">
      <a href="#main" className="skip-link">{t('dash-skip')}</a>
      <aside className="border-e border-slate-200 bg-white md:min-h-screen">
        <p className="px-4 py-4 text-lg font-bold text-brand-800">{t('dash-title')}</p>
        <nav aria-label={t('dash-nav-label')}>
          {groups.map((group) => (
            <div key={group} className="mb-3">
              <p className="px-4 text-xs font-semibold uppercase tracking-wide text-slate-600">{t(group)}</p>
              <ul>
                {sections.filter((s) => s.group === group).map((s) => {
                  const current = isCurrent(s.to, path, search);
                  return (
                    <li key={s.to}>
                      <Link
                        to={s.to}
                        aria-current={current ? 'page' : undefined}
                        className={cn('block border-s-4 px-4 py-2 text-sm', current ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900' : 'border-transparent text-slate-800 hover:bg-slate-100')}
                      >
                        {t(s.key)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="min-w-0">
        <header className="flex flex-wrap items-center justify-end gap-3 border-b border-slate-200 bg-white px-4 py-2">
          <CodeJump />
          <LanguageSwitch />
          <Account user={user} />
        </header>
        <main id="main" tabIndex={-1} className="px-4 py-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
