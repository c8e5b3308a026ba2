import { clsx } from "clsx";

/** The dealer's mark: a blue tile with a white K (same drawing as /favicon.svg). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="36"
      height="36"
      aria-hidden="true"
      focusable="false"
      className={clsx("shrink-0", className)}
    >
      <rect width="32" height="32" rx="8" fill="#1a56db" />
      <path
        d="M11 8v16M21 8l-10 9M14.5 14 21.5 24"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
