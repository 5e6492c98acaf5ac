import { create } from 'zustand';

/**
 * The latest cart change in words, for the cart's live region. Each message gets a new id, so the
 * same words said twice are still announced twice.
 */
export interface CartAnnouncement {
  id: number;
  message: string;
}

interface AnnouncerState {
  announcement: CartAnnouncement | null;
}

export const useCartAnnouncer = create<AnnouncerState>()(() => ({ announcement: null }));

let nextId = 0;

export function announceCartChange(message: string): void {
  nextId += 1;
  useCartAnnouncer.setState({ announcement: { id: nextId, message } });
}

/** Forgets the last message, so reopening the cart later does not repeat it. */
export function clearCartAnnouncement(): void {
  useCartAnnouncer.setState({ announcement: null });
}
