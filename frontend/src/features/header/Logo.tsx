export function Logo() {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" className="shrink-0">
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.12" />
      <path d="M16 7v18M7 16h18" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
