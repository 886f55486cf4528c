import type { Language } from '@medstaff/domain';

/** Small inline flags (no external images): Germany for German, the United Kingdom for English. */
export function FlagIcon({ language }: { language: Language }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="20"
      height="14"
      viewBox="0 0 20 14"
      style={{ display: 'block', borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)' }}
    >
      {language === 'de' ? <GermanFlag /> : <BritishFlag />}
    </svg>
  );
}

function GermanFlag() {
  return (
    <>
      <rect width="20" height="4.67" y="0" fill="#000000" />
      <rect width="20" height="4.67" y="4.67" fill="#dd0000" />
      <rect width="20" height="4.66" y="9.34" fill="#ffce00" />
    </>
  );
}

function BritishFlag() {
  return (
    <>
      <rect width="20" height="14" fill="#012169" />
      <path d="M0 0L20 14M20 0L0 14" stroke="#ffffff" strokeWidth="2.8" />
      <path d="M0 0L20 14M20 0L0 14" stroke="#c8102e" strokeWidth="1.2" />
      <path d="M10 0V14M0 7H20" stroke="#ffffff" strokeWidth="4.2" />
      <path d="M10 0V14M0 7H20" stroke="#c8102e" strokeWidth="2.4" />
    </>
  );
}
