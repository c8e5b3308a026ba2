/** A flat drawing of a showroom corner (AC, TV, refrigerator, washing machine). Decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 560 440"
      width="560"
      height="440"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a56db" />
          <stop offset="1" stopColor="#172f6e" />
        </linearGradient>
        <linearGradient id="hero-fridge" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#e2e8f0" />
          <stop offset="1" stopColor="#f8fafc" />
        </linearGradient>
        <clipPath id="hero-backdrop">
          <rect x="20" y="30" width="520" height="380" rx="40" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-backdrop)">
        <rect x="20" y="30" width="520" height="380" fill="#dbe8fe" />
        <circle cx="480" cy="70" r="90" fill="#bfd6fe" />
        <rect x="20" y="360" width="520" height="50" fill="#bfd6fe" />
      </g>

      {/* Split AC */}
      <rect x="200" y="60" width="240" height="62" rx="14" fill="#ffffff" stroke="#cbd5e1" strokeWidth="2" />
      <rect x="214" y="100" width="212" height="8" rx="4" fill="#e2e8f0" />
      <circle cx="414" cy="78" r="5" fill="#22c55e" />
      <path
        d="M250 132 q10 12 0 24 M290 132 q10 12 0 24 M330 132 q10 12 0 24 M370 132 q10 12 0 24"
        stroke="#2f6fed"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        opacity="0.6"
      />

      {/* Refrigerator */}
      <rect
        x="60"
        y="110"
        width="120"
        height="250"
        rx="14"
        fill="url(#hero-fridge)"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <line x1="60" y1="195" x2="180" y2="195" stroke="#94a3b8" strokeWidth="2" />
      <rect x="160" y="130" width="8" height="45" rx="4" fill="#64748b" />
      <rect x="160" y="212" width="8" height="70" rx="4" fill="#64748b" />
      <rect x="76" y="126" width="40" height="16" rx="4" fill="#1a56db" opacity="0.85" />

      {/* TV */}
      <rect x="210" y="176" width="200" height="122" rx="10" fill="#0f172a" />
      <rect x="218" y="184" width="184" height="106" rx="6" fill="url(#hero-screen)" />
      <path d="M232 272 l40 -44 l28 28 l22 -20 l64 36 z" fill="#ffffff" opacity="0.25" />
      <circle cx="372" cy="212" r="12" fill="#ffffff" opacity="0.35" />
      <rect x="300" y="298" width="20" height="22" fill="#334155" />
      <rect x="262" y="318" width="96" height="10" rx="5" fill="#334155" />
      <rect x="200" y="328" width="220" height="32" rx="6" fill="#ffffff" stroke="#cbd5e1" strokeWidth="2" />

      {/* Washing machine */}
      <rect
        x="430"
        y="220"
        width="100"
        height="140"
        rx="12"
        fill="#ffffff"
        stroke="#94a3b8"
        strokeWidth="2"
      />
      <line x1="430" y1="250" x2="530" y2="250" stroke="#cbd5e1" strokeWidth="2" />
      <circle cx="448" cy="235" r="5" fill="#1a56db" />
      <rect x="462" y="231" width="40" height="8" rx="4" fill="#e2e8f0" />
      <circle cx="480" cy="305" r="36" fill="#e2e8f0" stroke="#64748b" strokeWidth="4" />
      <circle cx="480" cy="305" r="24" fill="#bfd6fe" />
      <path d="M462 310 q18 -14 36 0" stroke="#ffffff" strokeWidth="4" fill="none" strokeLinecap="round" />

      {/* Offer tag */}
      <g transform="translate(40 44)">
        <rect width="150" height="46" rx="23" fill="#ffffff" stroke="#1a56db" strokeWidth="2" />
        <text
          x="59"
          y="31"
          textAnchor="middle"
          fontFamily="inherit"
          fontSize="16"
          fontWeight="700"
          fill="#1a56db"
        >
          Up to 30% off
        </text>
      </g>

      {/* Service badge */}
      <g transform="translate(440 120)">
        <circle cx="45" cy="45" r="45" fill="#1a56db" />
        <path
          d="M27 46 l12 12 l24 -26"
          stroke="#ffffff"
          strokeWidth="7"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
