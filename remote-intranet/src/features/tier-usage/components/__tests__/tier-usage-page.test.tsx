import { screen } from '@testing-library/react';
import type { TierUsage } from '@enlace/shared/domain';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';

const usage = (overrides: Partial<TierUsage> = {}): TierUsage => ({
  '@id': '/api/tier-usage',
  '@type': 'TierUsage',
  tier: '2',
  volunteers: { used: 32, limit: 200 },
  projects: { used: 5, limit: 5 },
  activities: { used: 41, limit: 50 },
  ...overrides,
});

describe('TierUsagePage (/intranet/plan)', () => {
  it('shows an administrator the plan’s name and one meter per limit', async () => {
    signInAs('employee', 'employee-admin');
    mockApi([{ method: 'GET', path: 'tier-usage', body: usage() }]);
    renderIntranet('/intranet/plan');
    expect(await screen.findByRole('heading', { name: 'Estándar', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Nivel 2')).toBeInTheDocument();
    expect(screen.getAllByRole('meter')).toHaveLength(3);
    expect(screen.getByRole('meter', { name: 'Personas voluntarias' })).toHaveAttribute('data-level', 'ok');
    expect(screen.getByRole('meter', { name: 'Actividades abiertas' })).toHaveAttribute(
      'data-level',
      'warning',
    );
    expect(screen.getByRole('meter', { name: 'Proyectos activos' })).toHaveAttribute('data-level', 'full');
    // The menu lists the page.
    expect(screen.getAllByRole('link', { name: 'Plan y uso' }).length).toBeGreaterThan(0);
  });

  it('names the foundation’s network tier and shows no meter where the plan sets no limit', async () => {
    signInAs('employee', 'coordinator');
    const none = { used: 3, limit: null };
    mockApi([
      {
        method: 'GET',
        path: 'tier-usage',
        body: usage({ tier: 'network', volunteers: none, projects: none, activities: none }),
      },
    ]);
    renderIntranet('/intranet/plan');
    expect(await screen.findByRole('heading', { name: 'Red de la fundación', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getAllByText('Sin límite en tu plan')).toHaveLength(3);
  });

  it('is not there for technical staff without either role: no menu entry, the area’s not-found page, no call', async () => {
    signInAs('employee');
    const calls = mockApi([]);
    renderIntranet('/intranet/plan');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Plan y uso');
    expect(screen.queryByRole('link', { name: 'Plan y uso' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'tier-usage')).toBe(false);
  });
});
