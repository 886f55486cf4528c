/** The MedStaff wordmark: a teal cross tile and the name. Decorative; the surrounding link names it. */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      height={height}
      viewBox="0 0 164 32"
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block' }}
    >
      <rect width="32" height="32" rx="7" fill="#0b6e6e" />
      <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#ffffff" />
      <circle cx="25" cy="25" r="3" fill="#f28c28" />
      <text
        x="42"
        y="23"
        fill="#0b6e6e"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.3"
      >
        Med<tspan fill="#1f2a2a">Staff</tspan>
      </text>
    </svg>
  );
}
