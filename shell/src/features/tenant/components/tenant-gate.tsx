import { useEffect, useState, type ReactNode } from 'react';
import { loadTenantConfig } from '@enlace/shared/api';
import { i18nReady, isLanguageReady, translationsReady } from '@enlace/shared/i18n';
import { tenantAssetUrl, useTenantStore } from '@enlace/shared/session';
import { UiProviders } from '@enlace/shared/ui/core';
import { readCspNonce } from '../../../utils/read-csp-nonce';
import { setFavicon } from '../utils/set-favicon';
import { LoadingScreen } from '../../../components/loading-screen';

export type TenantGateProps = {
  children: ReactNode;
};

/**
 * Spec §1: nothing renders until the tenant configuration (and the remembered language's texts) have loaded; then
 * its colour and favicon apply.
 */
// Read once: the page's nonce does not change while it lives.
const cspNonce = readCspNonce();

export function TenantGate({ children }: TenantGateProps) {
  const config = useTenantStore((state) => state.config);
  const imageVersion = useTenantStore((state) => state.imageVersion);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // Ready at once when the page carried the configuration and the texts are the bundled ones: then the first
  // screen is the page itself, with no loading screen before it.
  const [languageReady, setLanguageReady] = useState(isLanguageReady);

  useEffect(() => {
    if (languageReady) return;
    let cancelled = false;
    // The remembered language's common texts, then the shell's own (fetched as soon as it registered them).
    void i18nReady.then(translationsReady).then(() => !cancelled && setLanguageReady(true));
    return () => {
      cancelled = true;
    };
  }, [languageReady]);

  useEffect(() => {
    if (config) return;
    let cancelled = false;
    setFailed(false);
    loadTenantConfig().catch((error: unknown) => {
      console.error('The tenant configuration could not be loaded', error);
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [config, attempt]);

  // The document title is each page's own (PageMeta, with the organisation's name).
  useEffect(() => {
    if (!config) return;
    const favicon = tenantAssetUrl(config, 'favicon', imageVersion);
    if (favicon) setFavicon(favicon);
  }, [config, imageVersion]);

  if (!config || !languageReady) {
    return <LoadingScreen error={failed} onRetry={() => setAttempt((value) => value + 1)} />;
  }
  return (
    <UiProviders primaryColor={config.primary_color} cspNonce={cspNonce}>
      {children}
    </UiProviders>
  );
}
