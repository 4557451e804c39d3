import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { onlyMineStorageKey } from '../../../../hooks/use-only-mine';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { activityListItem, collectionOf } from './activity-fixtures';

const activitiesRoute = {
  method: 'GET' as const,
  path: 'activities',
  body: collectionOf('activities', [activityListItem()]),
};

const toggle = () => screen.getByRole('group', { name: 'Qué mostrar' });

beforeEach(() => window.localStorage.clear());

describe('the "only mine" switch of the activity list', () => {
  it('shows a coordinator only their activities at first, and every activity after one click', async () => {
    signInAs('employee', 'coordinator');
    const calls = mockApi([activitiesRoute]);
    renderIntranet('/intranet/activity');
    await screen.findByRole('table', { name: 'Actividades' });
    expect(calls[0].query.get('coordinator')).toBe('me');
    expect(within(toggle()).getByRole('button', { name: 'Solo las mías' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(toggle()).getByRole('button', { name: 'Todas' }));
    await waitFor(() => expect(calls.at(-1)?.query.has('coordinator')).toBe(false));
    expect(screen.getByTestId('location')).toHaveTextContent('/intranet/activity?mine=no');
    expect(within(toggle()).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    // The person's explicit choice is remembered for the next visit.
    expect(window.localStorage.getItem(onlyMineStorageKey(1, 'activities'))).toBe('no');
  });

  it('shows everybody else every activity at first', async () => {
    signInAs('employee');
    const calls = mockApi([activitiesRoute]);
    renderIntranet('/intranet/activity');
    await screen.findByRole('table', { name: 'Actividades' });
    expect(calls[0].query.has('coordinator')).toBe(false);
    expect(within(toggle()).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(toggle()).getByRole('button', { name: 'Solo las mías' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('coordinator')).toBe('me'));
  });

  it('follows the URL first, then the remembered choice', async () => {
    signInAs('employee', 'coordinator');
    window.localStorage.setItem(onlyMineStorageKey(1, 'activities'), 'no');
    const calls = mockApi([activitiesRoute]);
    const { unmount } = renderIntranet('/intranet/activity');
    await screen.findByRole('table', { name: 'Actividades' });
    expect(calls[0].query.has('coordinator')).toBe(false);
    unmount();

    const again = mockApi([activitiesRoute]);
    renderIntranet('/intranet/activity?mine=yes');
    await screen.findByRole('table', { name: 'Actividades' });
    expect(again[0].query.get('coordinator')).toBe('me');
  });
});
