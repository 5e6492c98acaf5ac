import { create } from 'zustand';

/**
 * A site-wide notice that survives navigation: a confirmation shown after the checkout sends the
 * visitor home, for instance. The shell renders it in a live region.
 */
export type NoticeTone = 'success' | 'info' | 'error';

export interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
  /** A second, quieter line. */
  details?: string | undefined;
  /** What the notice is about, a short line each (what was paid for, where it ships, when). */
  summary?: readonly string[] | undefined;
  /** A link to follow up (the receipt of what was just paid). */
  link?: { label: string; to: string } | undefined;
  /** Stays until the visitor dismisses it (or follows its link). */
  sticky?: boolean | undefined;
}

export type NoticeExtras = Pick<Notice, 'details' | 'summary' | 'link' | 'sticky'>;

interface NoticeState {
  notice: Notice | null;
  show: (text: string, tone?: NoticeTone, extras?: NoticeExtras) => void;
  dismiss: () => void;
}

let nextId = 1;

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (text, tone = 'info', extras = {}) => {
    nextId += 1;
    set({ notice: { id: nextId, tone, text, ...extras } });
  },
  dismiss: () => set({ notice: null }),
}));
