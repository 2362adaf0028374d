/** The Times logo: a clock mark and the word, in the brand's dark purple on white. */
export function BrandLogo() {
  return (
    <svg width="112" height="28" viewBox="0 0 112 28" role="img" aria-label="Times">
      <circle cx="14" cy="14" r="12" fill="#fff" />
      <path d="M14 7v7l5 3" stroke="#3b1f5c" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <text
        x="32"
        y="20"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="17"
        letterSpacing="1.5"
      >
        TIMES
      </text>
    </svg>
  );
}
