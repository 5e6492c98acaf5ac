import { CloseIcon } from './icons';

/** The round × button in the corner of a dialog, named for what it closes. */
export function DialogCloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-pill border border-line text-lg transition-colors hover:border-line-strong hover:bg-white/5"
    >
      <CloseIcon />
    </button>
  );
}
