// The branch a day screen shows (the calendar, the waitlist, the front desk): a branch account sees its
// own, named; an account of every branch picks one, kept in the URL so Back and shared links keep it.
import { useI18n } from '../../lib/i18n';
import { BRANCHES } from '../api/choices';
import { useMe } from '../api/queries';
import { SelectField } from '../ui/field';
import { valueLabel } from './labels';

/** The account's own branch (none: every branch) and the branch shown: its own, else `?branch=`, else Taipei. */
export function useBranch(search: URLSearchParams): { own: string | null; branch: string } {
  const own = useMe().data?.user.branch ?? null;
  return { own, branch: own ?? search.get('branch') ?? 'taipei' };
}

export function BranchPicker({ own, branch, onChange }: { own: string | null; branch: string; onChange: (branch: string) => void }) {
  const { t } = useI18n();
  if (own) return <p className="text-sm">{valueLabel(t, 'branch', own)}</p>;
  return (
    <SelectField label={t('dash-col-branch')} value={branch} onChange={(e) => onChange(e.target.value)} options={BRANCHES.map((b) => ({ value: b, label: valueLabel(t, 'branch', b) }))} />
  );
}
