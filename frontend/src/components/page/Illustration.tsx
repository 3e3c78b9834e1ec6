/** A decorative SVG illustration (the clinic has no photograph here) with its size set, so nothing shifts. */
export function Illustration({ name, width, height, className, eager }: { name: string; width: number; height: number; className?: string; eager?: boolean }) {
  return (
    <img
      src={`/images/illustrations/${name}.svg`}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className ?? 'h-auto w-full rounded-2xl'}
    />
  );
}
