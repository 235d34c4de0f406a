/**
 * The wizard's icons: inline SVG drawn in the text's colour, hidden from screen readers (the text next to each one
 * says what it means). Emoji stood in for them before, and showed as boxes or letters where the system has no
 * colour-emoji font.
 */

/** Each icon on a 24-unit grid: stroked paths, and the shapes filled in the text's colour. */
const ICONS = {
  arrowLeft: { stroke: ['M19 12H5', 'M11 6l-6 6 6 6'] },
  arrowRight: { stroke: ['M5 12h14', 'M13 6l6 6-6 6'] },
  check: { stroke: ['M5 12.5l4.5 4.5L19 7.5'] },
  close: { stroke: ['M6 6l12 12', 'M18 6L6 18'] },
  external: { stroke: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'] },
  info: { stroke: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M12 11v5', 'M12 7.5h.01'] },
  lightbulb: {
    stroke: [
      'M9 18h6',
      'M10 21h4',
      'M12 3a6 6 0 0 0-3.6 10.8c.7.6 1.1 1.3 1.1 2.2h5c0-.9.4-1.6 1.1-2.2A6 6 0 0 0 12 3z',
    ],
  },
  play: { fill: ['M8 5.5v13a.8.8 0 0 0 1.2.7l10.4-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5z'] },
  /** A balance: weighing answers evenly (the balanced interviewer). */
  scale: {
    stroke: ['M12 4v16', 'M8 20h8', 'M5 7h14', 'M5 7l-3 6a3 3 0 0 0 6 0z', 'M19 7l-3 6a3 3 0 0 0 6 0z'],
  },
  /** A page of text: the sample job ad. */
  sample: {
    stroke: ['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5', 'M9 13h6', 'M9 17h4'],
  },
  smile: { stroke: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M8.5 14a4 4 0 0 0 7 0', 'M9 9.5h.01', 'M15 9.5h.01'] },
  star: { stroke: ['M12 3.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8-5.3-2.8-5.3 2.8 1-5.8-4.2-4.1 5.9-.9z'] },
  stop: { fill: ['M7 6h10a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1z'] },
  /** Rings around a centre: precision (the structured interviewer). */
  target: {
    stroke: ['M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18z', 'M12 7a5 5 0 1 0 0 10 5 5 0 1 0 0-10z', 'M12 11.5h.01'],
  },
  warning: { stroke: ['M12 4L2.8 19.5h18.4z', 'M12 10v4', 'M12 16.8h.01'] },
} satisfies Record<string, { stroke?: string[]; fill?: string[] }>;

export type IconName = keyof typeof ICONS;

/** An icon the size of the text around it (1em) unless the class says otherwise. */
export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  const icon: { stroke?: string[]; fill?: string[] } = ICONS[name];
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      className={`inline-block shrink-0 ${className}`}
    >
      {icon.stroke?.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      {icon.fill?.map((d) => (
        <path key={d} d={d} fill="currentColor" />
      ))}
    </svg>
  );
}
