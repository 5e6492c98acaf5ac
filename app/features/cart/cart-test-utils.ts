import { useUiStore } from '../../lib/ui-store';
import { clearCartAnnouncement } from './cart-announcer';
import { useCartStore } from './cart-store';

/**
 * Test helpers for the cart's component tests (never imported by the app).
 *
 * jsdom has no showModal()/close() on <dialog>; this stand-in does what the components rely on:
 * toggles `open` and fires `close`. Escape and focus trapping are the browser's, tested in e2e.
 */
export function installDialogStandIn(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

export function resetCartState(): void {
  window.localStorage.clear();
  useCartStore.setState({ items: [] });
  useUiStore.setState({ overlay: null });
  clearCartAnnouncement();
}
