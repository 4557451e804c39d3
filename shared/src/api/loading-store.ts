import { create } from 'zustand';

export type LoadingState = {
  /** Requests in flight; the indicator shows while this is above zero. */
  pending: number;
  start: () => void;
  stop: () => void;
};

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  start: () => set((state) => ({ pending: state.pending + 1 })),
  stop: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));
