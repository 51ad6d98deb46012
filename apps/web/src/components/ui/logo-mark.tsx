/** The Sportzone mark: an S drawn like a rally line, with the ball above. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-brand-7)" />
      <path
        d="M40 18H27a9 9 0 0 0 0 18h10a5 5 0 0 1 0 10H22"
        fill="none"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
      />
      <circle cx="47" cy="17" r="5" fill="var(--mantine-color-yellow-4)" />
    </svg>
  );
}
