/** A decorative line icon drawn inline (no image request) on a 24-unit grid, in the text colour. */
export function StrokeIcon({
  paths,
  size = 24,
  className,
}: {
  /** One path, or several drawn together. */
  paths: string | readonly string[];
  size?: number;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {(typeof paths === 'string' ? [paths] : paths).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
