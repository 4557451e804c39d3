import type { TenantConfig } from '@enlace/shared/domain/core';
import { tenantAssetUrl, useTenantStore } from '@enlace/shared/session';
import { apiGet } from './api-get';
import { takePageBootData } from './page-boot-data';

type LastModified = { 'last-modified'?: string | null };

/**
 * The tenant configuration the server put in the page, into the tenant store at once; false when the page has
 * none (then `loadTenantConfig` requests it).
 */
export const applyPageTenantConfig = (): boolean => {
  const config = takePageBootData('config');
  if (!config) return false;
  const version = takePageBootData('imageVersion');
  const { setConfig, setImageVersion } = useTenantStore.getState();
  setImageVersion(version ?? String(Date.now()));
  setConfig(config);
  return true;
};

/**
 * `GET /api/config` into the tenant store, then the logo's last-modified date as the images' cache-busting
 * version. A failing version call only logs and falls back to the current time (spec §8).
 */
export const loadTenantConfig = async (): Promise<TenantConfig> => {
  const config = await apiGet<TenantConfig>('config');
  const { setConfig, setImageVersion } = useTenantStore.getState();
  let version = String(Date.now());
  const logo = tenantAssetUrl(config, 'logo_dark') ?? tenantAssetUrl(config, 'logo_light');
  if (logo) {
    try {
      const answer = await apiGet<LastModified>('image/last-modified', { url: logo });
      if (answer?.['last-modified']) version = answer['last-modified'];
    } catch (error) {
      console.warn('Tenant image version unavailable; using the current time', error);
    }
  }
  setImageVersion(version);
  setConfig(config);
  return config;
};
