import type { FeeItem } from './content-types';
import { formatDate, formatMoney } from '../../lib/core';
import { useI18n } from '../../lib/i18n';

/**
 * One self-pay fee: name, price (one amount or a range, in the page language's money format), what it
 * includes, its approval date and, while it is new (decided at prerender time by the core), a "new"
 * mark. `branch` names the branch where the list around it does not (the home page).
 */
export function FeeCard({ fee, branch }: { fee: FeeItem; branch?: string }) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatMoney(locale, fee.currency, amount);
  const price = 'amount' in fee.price ? money(fee.price.amount) : t('fees-price-range', { min: money(fee.price.min), max: money(fee.price.max) });
  return (
    <article aria-labelledby={`fee-${fee.id}`} className="card flex h-full flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`fee-${fee.id}`} className="text-lg font-bold">
          {fee.name}
          {fee.isNew && (
            <span className="ms-2 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 align-middle text-sm font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
              {t('fees-new')}
            </span>
          )}
        </h3>
        <p className="text-lg font-semibold text-brand-800 dark:text-brand-200"><bdi>{price}</bdi></p>
      </div>
      {branch && <p className="text-sm font-semibold text-slate-700 dark:text-slate-300">{branch}</p>}
      <p className="text-sm text-slate-700 dark:text-slate-300">{fee.note}</p>
      <p className="mt-auto text-sm text-slate-600 dark:text-slate-400">
        <time dateTime={fee.approvedOn}>{t('fees-approved-on', { date: formatDate(locale, fee.approvedOn) })}</time>
      </p>
    </article>
  );
}
