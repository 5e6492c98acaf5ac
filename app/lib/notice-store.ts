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
}

interface NoticeState {
  notice: Notice | null;
  show: (text: string, tone?: NoticeTone) => void;
  dismiss: () => void;
}

let nextId = 1;

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (text, tone = 'info') => {
    nextId += 1;
    set({ notice: { id: nextId, tone, text } });
  },
  dismiss: () => set({ notice: null }),
}));
