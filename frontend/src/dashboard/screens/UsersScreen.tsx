// Staff accounts (admins): create one (a temporary password is shown once), disable or enable it, reset
// its password or its second factor, and choose who edits or reviews the site's content.
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { stripIsolates, useI18n } from '../../lib/i18n';
import { Button } from '../../components/ui/Button';
import { BRANCHES, CONTENT_ROLES, ROLES } from '../api/choices';
import { createUser, setContentRole, userAction, type UserAction } from '../api/endpoints';
import { useUserChange, useUsers } from '../api/queries';
import type { Branch, ContentRole, CreateUserRequest, Role, StaffAccount } from '../api/wire';
import { DataTable } from '../ui/data-table';
import { SelectField, TextField } from '../ui/field';
import { formatInstant } from '../ui/format';
import { ErrorMessage } from './ErrorMessage';
import { valueLabel } from './labels';

function OneTimePassword({ email, password }: { email: string; password: string }) {
  const { t } = useI18n();
  return (
    <div role="status" className="rounded-lg border border-amber-400 bg-amber-50 p-3">
      <p>{t('dash-users-temporary', { email })}</p>
      <code dir="ltr" className="mt-1 block font-mono text-lg">{password}</code>
    </div>
  );
}

/** Who edits (editor) or also reviews and publishes (reviewer) the site's content; an admin does both. */
function ContentRoleCell({ user }: { user: StaffAccount }) {
  const { t } = useI18n();
  const change = useUserChange((contentRole: ContentRole) => setContentRole(user.id, contentRole));
  if (user.role === 'admin') return <span className="text-slate-700">{t('dash-content-role-admin')}</span>;
  const id = `content-role-${user.id}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">{stripIsolates(t('dash-content-role-for', { email: user.email }))}</label>
      <select
        id={id}
        value={change.isPending ? change.variables : user.contentRole}
        disabled={change.isPending}
        onChange={(e) => change.mutate(e.target.value as ContentRole)}
        className="rounded-lg border border-slate-400 bg-white px-2 py-1 text-sm"
      >
        {CONTENT_ROLES.map((r) => (
          <option key={r} value={r}>{t(`dash-content-role-${r || 'none'}`)}</option>
        ))}
      </select>
      <ErrorMessage error={change.error} />
    </div>
  );
}

export default function UsersScreen() {
  const { t, locale } = useI18n();
  const users = useUsers();
  const [shown, setShown] = useState<{ email: string; password: string } | null>(null);
  const create = useUserChange((body: CreateUserRequest) => createUser(body));
  const act = useUserChange((v: { user: StaffAccount; action: UserAction }) => userAction(v.user.id, v.action));
  const run = (user: StaffAccount, action: UserAction) =>
    act.mutate({ user, action }, { onSuccess: (r) => setShown(r?.temporaryPassword ? { email: user.email, password: r.temporaryPassword } : null) });

  const columns = useMemo<ColumnDef<StaffAccount, unknown>[]>(
    () => [
      { id: 'email', header: t('dash-login-email'), cell: ({ row }) => <span dir="ltr">{row.original.email}</span> },
      { id: 'role', header: t('dash-users-role'), cell: ({ row }) => t(`dash-role-${row.original.role}`) },
      { id: 'contentRole', header: t('dash-users-content-role'), cell: ({ row }) => <ContentRoleCell user={row.original} /> },
      { id: 'branch', header: t('dash-col-branch'), cell: ({ row }) => (row.original.branch ? valueLabel(t, 'branch', row.original.branch) : t('dash-users-all-branches')) },
      { id: 'state', header: t('dash-col-status'), cell: ({ row }) => (row.original.disabled ? t('dash-users-disabled') : t('dash-users-active')) },
      { id: 'created', header: t('dash-users-created'), cell: ({ row }) => formatInstant(locale, row.original.createdAt) },
      {
        id: 'actions',
        header: t('dash-actions'),
        cell: ({ row }) => {
          const u = row.original;
          const label = (key: string) => stripIsolates(t(key, { email: u.email }));
          return (
            <div className="flex flex-wrap gap-1">
              <Button type="button" size="sm" variant="secondary" aria-label={label(u.disabled ? 'dash-users-enable-for' : 'dash-users-disable-for')} onClick={() => run(u, u.disabled ? 'enable' : 'disable')}>
                {u.disabled ? t('dash-users-enable') : t('dash-users-disable')}
              </Button>
              <Button type="button" size="sm" variant="ghost" aria-label={label('dash-users-reset-password-for')} onClick={() => run(u, 'reset-password')}>{t('dash-users-reset-password')}</Button>
              <Button type="button" size="sm" variant="ghost" aria-label={label('dash-users-reset-2fa-for')} onClick={() => run(u, 'reset-2fa')}>{t('dash-users-reset-2fa')}</Button>
            </div>
          );
        },
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, locale],
  );

  return (
    <section aria-labelledby="users-title" className="space-y-6">
      <h1 id="users-title" className="text-2xl font-bold">{t('dash-nav-users')}</h1>
      {shown && <OneTimePassword {...shown} />}
      <ErrorMessage error={act.error} />
      <ErrorMessage error={users.error} />
      <DataTable label={t('dash-nav-users')} columns={columns} rows={users.data ?? []} rowKey={(u) => u.id} loading={users.isFetching} empty={t('dash-none')} />
      <form
        className="grid max-w-2xl gap-3 rounded-xl bg-white p-4 shadow-sm sm:grid-cols-3"
        aria-labelledby="users-create-title"
        onSubmit={(e) => {
          e.preventDefault();
          const el = e.currentTarget;
          const d = new FormData(el);
          const branch = String(d.get('branch') ?? '');
          const email = String(d.get('email') ?? '').trim();
          create.mutate(
            { email, role: String(d.get('role')) as Role, ...(branch ? { branch: branch as Branch } : {}) },
            { onSuccess: (r) => { setShown(r.temporaryPassword ? { email: r.user.email, password: r.temporaryPassword } : null); el.reset(); } },
          );
        }}
      >
        <h2 id="users-create-title" className="text-lg font-semibold sm:col-span-3">{t('dash-users-create')}</h2>
        <TextField label={t('dash-login-email')} name="email" type="email" required dir="ltr" />
        <SelectField label={t('dash-users-role')} name="role" options={ROLES.map((r) => ({ value: r, label: t(`dash-role-${r}`) }))} />
        <SelectField label={t('dash-col-branch')} name="branch" options={[{ value: '', label: t('dash-users-all-branches') }, ...BRANCHES.map((b) => ({ value: b, label: valueLabel(t, 'branch', b) }))]} />
        <div className="sm:col-span-3">
          <ErrorMessage error={create.error} />
          <Button type="submit" loading={create.isPending}>{t('dash-users-create-submit')}</Button>
        </div>
      </form>
    </section>
  );
}
