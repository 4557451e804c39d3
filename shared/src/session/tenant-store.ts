import { create } from 'zustand';
import type { TenantConfig } from '@enlace/shared/domain/core';
export type TenantState = {
  config: TenantConfig | null;
  /** Cache-busting version of the tenant images (from image/last-modified, or the load time). */
  imageVersion: string | null;
  setConfig: (config: TenantConfig | null) => void;
  setImageVersion: (imageVersion: string | null) => void;
};

/** Tenant configuration; loaded on every start, so not persisted. */
export const useTenantStore = create<TenantState>()((set) => ({
  config: null,
  imageVersion: null,
  setConfig: (config) => set({ config }),
  setImageVersion: (imageVersion) => set({ imageVersion }),
}));
