import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = cva('inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-800',
      info: 'bg-sky-100 text-sky-900',
      good: 'bg-emerald-100 text-emerald-900',
      warn: 'bg-amber-100 text-amber-900',
      bad: 'bg-rose-100 text-rose-900',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/** The tone of a workflow status or an urgency. */
export function toneOf(value: string): VariantProps<typeof badgeVariants>['tone'] {
  if (['confirmed', 'answered', 'reviewed', 'completed', 'low'].includes(value)) return 'good';
  if (['pending', 'new', 'medium'].includes(value)) return 'warn';
  if (['cancelled', 'no_show', 'high'].includes(value)) return 'bad';
  return 'neutral';
}
