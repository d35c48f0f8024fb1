// Five stars filled to a rating's percentage (Magento's rating summary: 100 is five stars). One
// picture for assistive technology, named by `label`; the stars themselves are hidden from it.
const STARS = '★★★★★';

export function RatingStars({
  percent,
  label,
  className = '',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const filled = Math.max(0, Math.min(100, percent));
  return (
    <span
      role="img"
      aria-label={label}
      className={`relative inline-block leading-none whitespace-nowrap ${className}`}
    >
      <span aria-hidden="true" className="text-line">
        {STARS}
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-rating"
        style={{ width: `${filled}%` }}
      >
        {STARS}
      </span>
    </span>
  );
}

/** Stars out of five, to one decimal: 86.67 % is 4.3. */
export function starsOf(percent: number): number {
  return Math.round(percent / 2) / 10;
}
