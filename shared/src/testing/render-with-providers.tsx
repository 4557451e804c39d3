import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AreaQueryProvider, createAreaQueryClient } from '../query';
import { UiProviders } from '../ui/components/ui-providers';

/** The shell's providers and an area's query cache (a failed read shows at once instead of being retried). */
export const renderWithProviders = (ui: ReactElement) =>
  render(
    <UiProviders primaryColor="#0f766e">
      <AreaQueryProvider client={createAreaQueryClient({ retry: false })}>{ui}</AreaQueryProvider>
    </UiProviders>,
  );
