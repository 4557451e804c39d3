import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { UiProviders } from '../ui/components/ui-providers';

export const renderWithProviders = (ui: ReactElement) =>
  render(<UiProviders primaryColor="#0f766e">{ui}</UiProviders>);
