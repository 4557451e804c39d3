import { render, screen, within } from '@testing-library/react';
import { UiProviders } from '@enlace/shared/ui';
import '../../../../i18n/translations';
import '../../../../i18n/tier-usage-translations';
import { UsageMeter, type UsageMeterProps } from '../usage-meter';

const renderMeter = (props: Partial<UsageMeterProps> = {}) =>
  render(
    <UiProviders primaryColor="#0f766e">
      <UsageMeter
        resource="volunteers"
        usage={{ used: 32, limit: 50 }}
        foundation="Fundación Enlace"
        {...props}
      />
    </UiProviders>,
  );

describe('UsageMeter', () => {
  it('shows the use as a labelled meter with its values, without a warning below 80 %', () => {
    renderMeter();
    const meter = screen.getByRole('meter', { name: 'Personas voluntarias' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '50');
    expect(meter).toHaveAttribute('aria-valuenow', '32');
    expect(meter).toHaveAttribute('aria-valuetext', '32 de 50 personas voluntarias');
    expect(meter).toHaveAttribute('data-level', 'ok');
    expect(screen.getByText('32 de 50 personas voluntarias')).toBeInTheDocument();
    expect(screen.queryByText('Cerca del límite')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns from 80 % of the limit, in words as well as in colour', () => {
    renderMeter({ usage: { used: 40, limit: 50 } });
    expect(screen.getByRole('meter', { name: 'Personas voluntarias' })).toHaveAttribute(
      'data-level',
      'warning',
    );
    expect(screen.getByText('Cerca del límite')).toBeInTheDocument();
    expect(screen.queryByText(/No se podrá dar de alta/)).not.toBeInTheDocument();
  });

  it('at the limit says what will be refused and whom to ask for another plan', () => {
    renderMeter({ resource: 'projects', usage: { used: 1, limit: 1 } });
    const meter = screen.getByRole('meter', { name: 'Proyectos activos' });
    expect(meter).toHaveAttribute('data-level', 'full');
    expect(meter).toHaveAttribute('aria-valuetext', '1 de 1 proyecto activo');
    expect(screen.getByText('Límite alcanzado')).toBeInTheDocument();
    const message = screen.getByText(/No se podrá crear otro proyecto activo ni reabrir uno cerrado/);
    expect(message).toHaveTextContent('ponte en contacto con Fundación Enlace');
  });

  it('keeps the meter within its bounds when the use is over a limit lowered since', () => {
    renderMeter({ resource: 'activities', usage: { used: 12, limit: 10 } });
    const meter = screen.getByRole('meter', { name: 'Actividades abiertas' });
    expect(meter).toHaveAttribute('aria-valuenow', '10');
    expect(meter).toHaveAttribute('aria-valuetext', '12 de 10 actividades abiertas');
    expect(within(meter.parentElement!).getByText('Límite alcanzado')).toBeInTheDocument();
  });

  it('shows the figure alone, without a meter, when the plan sets no limit', () => {
    renderMeter({ usage: { used: 1234, limit: null } });
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByText('1234 personas voluntarias')).toBeInTheDocument();
    expect(screen.getByText('Sin límite en tu plan')).toBeInTheDocument();
  });
});
