// The home hero's picture: a living room drawn in the brand palette (decorative).
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 360" className={className} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="hero-room">
          <rect x="0" y="0" width="480" height="360" rx="24" />
        </clipPath>
      </defs>
      <g clipPath="url(#hero-room)">
        <rect x="0" y="0" width="480" height="360" fill="#efe9e1" />
        <rect x="0" y="262" width="480" height="98" rx="0" fill="#e4dbcf" />
        <rect
          x="300"
          y="46"
          width="120"
          height="150"
          rx="6"
          fill="#f8f5f0"
          stroke="#d9cfc1"
          strokeWidth="4"
        />
        <path d="M310 186 L350 120 L376 156 L392 136 L412 186 Z" fill="#c9b8e8" />
        <circle cx="388" cy="84" r="12" fill="#7b3fe4" opacity="0.85" />
        <line x1="92" y1="0" x2="92" y2="70" stroke="#2b2b2b" strokeWidth="3" />
        <path d="M58 70 H126 L112 104 H72 Z" fill="#2b2b2b" />
        <ellipse cx="92" cy="108" rx="30" ry="6" fill="#fff6d6" opacity="0.8" />
        <rect x="60" y="196" width="250" height="56" rx="18" fill="#7b3fe4" />
        <rect x="76" y="150" width="218" height="60" rx="20" fill="#8f5ae9" />
        <rect x="44" y="176" width="40" height="82" rx="16" fill="#6930cc" />
        <rect x="286" y="176" width="40" height="82" rx="16" fill="#6930cc" />
        <rect x="104" y="166" width="58" height="40" rx="12" fill="#f1eafd" transform="rotate(-8 133 186)" />
        <rect x="64" y="256" width="8" height="22" rx="3" fill="#2b2b2b" />
        <rect x="298" y="256" width="8" height="22" rx="3" fill="#2b2b2b" />
        <ellipse cx="400" cy="292" rx="46" ry="10" fill="#d9cfc1" />
        <rect x="356" y="232" width="88" height="12" rx="6" fill="#2b2b2b" />
        <rect x="396" y="244" width="8" height="46" fill="#2b2b2b" />
        <path d="M388 232 C384 210 392 196 400 188 C408 196 416 210 412 232 Z" fill="#5c8a6a" />
        <ellipse cx="190" cy="318" rx="150" ry="16" fill="#d9cfc1" opacity="0.7" />
      </g>
    </svg>
  );
}
