import { useTranslation } from 'react-i18next';
import { useTenantStore } from '@enlace/shared/session';
import { I18N_NAMESPACE } from '../i18n/translations';

export type LoadingScreenProps = {
  /** Shown instead of the spinner text, with a retry action, when loading failed. */
  error?: boolean;
  onRetry?: () => void;
};

// Plain markup: it also shows before the tenant theme (and so Chakra) is available.
const frame = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1rem',
  fontFamily: 'system-ui, sans-serif',
  color: '#1f2937',
} as const;

export function LoadingScreen({ error = false, onRetry }: LoadingScreenProps) {
  const { t } = useTranslation(I18N_NAMESPACE);
  const company = useTenantStore((state) => state.config?.company_name);
  // The organisation's name while its page loads (the page then sets its own title).
  const title = <title>{company || t('loading')}</title>;
  if (error) {
    return (
      <main style={frame} role="alert">
        {title}
        <p>{t('tenantError')}</p>
        {onRetry ? (
          <button type="button" onClick={onRetry}>
            {t('retry')}
          </button>
        ) : null}
      </main>
    );
  }
  return (
    <div style={frame} role="status" aria-live="polite" aria-busy="true">
      {title}
      {t('loading')}
    </div>
  );
}
