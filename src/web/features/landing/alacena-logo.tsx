import { clsx } from 'clsx';

/** The Alacena mark (same drawing as the app icons), drawn inline so it costs no request. */
export function AlacenaMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 512 512" aria-hidden="true" focusable="false" className={clsx('size-9', className)}>
      <rect width="512" height="512" rx="112" fill="#15803d" />
      <path
        d="M150 384 256 128l106 256M196 276h120M222 352h68"
        fill="none"
        stroke="#fff"
        strokeWidth="44"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AlacenaLogo({ className }: { className?: string }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900', className)}>
      <AlacenaMark />
      Alacena
    </span>
  );
}
