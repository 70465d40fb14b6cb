import { create } from 'zustand';
import { getOrderSummary } from '../api/get-order-summary';
import type { OrderSummary } from '../types/contract.gen';

interface StaffSummaryState {
  summary: OrderSummary | null;
  /** Re-reads the counts; call after anything that changes them (shipping, resolving, stock edits). */
  refresh: () => Promise<void>;
  clear: () => void;
}

/** One copy of the seller/admin counts, so the header bell and the home summary always agree. */
export const useStaffSummaryStore = create<StaffSummaryState>()((set) => ({
  summary: null,
  refresh: async () => {
    try {
      set({ summary: await getOrderSummary() });
    } catch (error) {
      console.error('Could not load the order summary', error);
    }
  },
  clear: () => set({ summary: null }),
}));
