import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import { useI18n } from '../../lib/i18n';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-[var(--anim-duration)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-200',
        secondary: 'border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800',
        ghost: 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
      },
      size: { sm: 'px-3 py-1.5 text-sm', md: 'px-5 py-2.5', lg: 'px-7 py-3 text-lg' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type Props = ButtonHTMLAttributes<HTMLButtonElement> & VariantProps<typeof buttonVariants> & { loading?: boolean };

/**
 * A button that honours the language profile's click delay (the product’s business constants: 200 ms for indirect-communication
 * languages, a beat to reconsider) and is disabled while loading.
 */
export function Button({ className, variant, size, loading, disabled, onClick, ...props }: Props) {
  const { profile } = useI18n();
  const handle = (event: MouseEvent<HTMLButtonElement>) => {
    if (!onClick) return;
    if (profile.clickDelayMs > 0) {
      event.persist?.();
      window.setTimeout(() => onClick(event), profile.clickDelayMs);
    } else onClick(event);
  };
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handle}
      {...props}
    />
  );
}
