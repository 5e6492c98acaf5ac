import { type ReactNode, useEffect, useRef } from 'react';
import { cn } from '../../lib/cn';

type Placement = 'center' | 'right' | 'top';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its heading). */
  labelledBy: string;
  placement?: Placement;
  className?: string;
  children: ReactNode;
}

const placementClass: Record<Placement, string> = {
  center:
    'm-auto w-[min(100%-2rem,28rem)] max-h-[min(100dvh-2rem,44rem)] rounded-card border border-line',
  right:
    'ml-auto mr-0 my-0 h-dvh max-h-dvh w-[min(100%,26rem)] border-l border-line sm:rounded-l-card',
  top: 'mx-0 mt-0 mb-auto w-full max-w-none border-b border-line',
};

/**
 * A modal built on the native <dialog>: the browser makes the rest of the page inert (focus stays
 * inside), closes it on Escape and returns focus to the opener. We mirror its state into React
 * and close it when the backdrop is clicked.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  placement = 'center',
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      onClose();
      // Chromium restores focus itself; other engines may not, so do it explicitly.
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus();
      }
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled natively by <dialog>; the click is only the backdrop.
    <dialog
      ref={ref}
      // The sign-in and cart dialogs are English, also above the Spanish page.
      aria-labelledby={labelledBy}
      className={cn(
        'bg-surface p-0 text-ink shadow-overlay open:animate-fade-in',
        placementClass[placement],
        className,
      )}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
