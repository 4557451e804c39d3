import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute, validationFailed } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import type { AttendanceLine, AttendanceSheet } from '../../participant-types';
import { participantCollection, storedIntervention, volunteerParticipant } from './participant-fixtures';

const line = (overrides: Partial<AttendanceLine>): AttendanceLine => ({
  '@id': '/api/interventions/12/participants/31',
  '@type': 'Participant',
  id: 31,
  role: 'volunteer',
  person: { '@id': '/api/volunteers/8', '@type': 'Volunteer', name: 'Valeria', surname: 'Sánchez Moreno' },
  attendance: null,
  minutes: null,
  defaultMinutes: 120,
  recordedAt: null,
  recordedBy: null,
  ...overrides,
});

const volunteerLine = line({});
const employeeLine = line({
  '@id': '/api/interventions/12/participants/34',
  id: 34,
  role: 'employee',
  person: { '@id': '/api/employees/2', '@type': 'Employee', name: 'Marta', surname: 'López Gil' },
  defaultMinutes: null,
});

const sheet = (overrides: Partial<AttendanceSheet> = {}): AttendanceSheet => ({
  '@id': '/api/interventions/12/attendance',
  '@type': 'AttendanceSheet',
  intervention: {
    '@id': '/api/interventions/12',
    '@type': 'Intervention',
    id: 12,
    name: null,
    date: '2020-06-13',
    scheduleStart: '10:00',
    scheduleEnd: '12:00',
    activity: { '@id': '/api/activities/3', '@type': 'Activity', id: 3, name: 'Taller de lectura fácil' },
  },
  started: true,
  defaultMinutes: 120,
  totalItems: 2,
  member: [volunteerLine, employeeLine],
  ...overrides,
});

const routes = (attendance: AttendanceSheet, extra: MockRoute[] = []): MockRoute[] => [
  {
    method: 'GET',
    path: 'interventions/12',
    body: storedIntervention({ date: '2020-06-13', completed: true }),
  },
  {
    method: 'GET',
    path: 'interventions/12/participants',
    body: participantCollection([volunteerParticipant]),
  },
  { method: 'GET', path: 'interventions/12/attendance', body: attendance },
  ...extra,
];

async function openSheet() {
  renderIntranet('/intranet/intervention/12');
  const region = await screen.findByRole('region', { name: 'Asistencia' });
  return { region, user: userEvent.setup({ delay: null }) };
}

describe('AttendanceSheet', () => {
  it('marks everyone present, keeps the session length as minutes and saves the sheet', async () => {
    signInAs('coordinator');
    const saved = sheet({
      member: [
        line({ attendance: 'attended', minutes: 90, recordedAt: '2020-06-13T12:00:00Z' }),
        { ...employeeLine, attendance: 'attended' },
      ],
    });
    const calls = mockApi(
      routes(sheet(), [{ method: 'POST', path: 'interventions/12/attendance', body: saved }]),
    );
    const { region, user } = await openSheet();

    const minutes = within(region).getByLabelText('Minutos de Valeria Sánchez Moreno');
    expect(minutes).toHaveValue(120);
    expect(minutes).toBeDisabled();
    await user.click(within(region).getByRole('button', { name: 'Marcar a todos presentes' }));
    expect(within(region).getByRole('button', { name: 'Asistió: Valeria Sánchez Moreno' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(region).getByRole('button', { name: 'Asistió: Marta López Gil' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Staff have no minutes field.
    expect(within(region).queryByLabelText('Minutos de Marta López Gil')).toBeNull();
    await user.clear(minutes);
    await user.type(minutes, '90');
    expect(within(region).getByText('1 h 30 min')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Guardar asistencia' }));

    expect(await screen.findByText('Asistencia guardada')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      entries: [
        { participant: '/api/interventions/12/participants/31', attendance: 'attended', minutes: 90 },
        { participant: '/api/interventions/12/participants/34', attendance: 'attended' },
      ],
    });
  });

  it('sends only the people marked, and shows a rule broken beside the person without calling the API', async () => {
    signInAs('employee');
    const calls = mockApi(routes(sheet()));
    const { region, user } = await openSheet();

    await user.click(within(region).getByRole('button', { name: 'Asistió: Valeria Sánchez Moreno' }));
    const minutes = within(region).getByLabelText('Minutos de Valeria Sánchez Moreno');
    await user.clear(minutes);
    await user.type(minutes, '2000');
    await user.click(within(region).getByRole('button', { name: 'Guardar asistencia' }));

    expect(await within(region).findByText('El valor no puede ser mayor que 1440')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the API's violations at the person they concern", async () => {
    signInAs('employee');
    mockApi(
      routes(sheet(), [
        {
          method: 'POST',
          path: 'interventions/12/attendance',
          ...validationFailed([
            { propertyPath: 'entries[0].participant', message: 'attendance-participant-not-confirmed' },
          ]),
        },
      ]),
    );
    const { region, user } = await openSheet();
    // Only the employee is marked: the API's entries[0] is the second line shown.
    await user.click(within(region).getByRole('button', { name: 'No asistió: Marta López Gil' }));
    await user.click(within(region).getByRole('button', { name: 'Guardar asistencia' }));

    const employee = within(region).getByTestId('attendance-line-34');
    expect(
      await within(employee).findByText(
        'Solo se puede marcar la asistencia de quien tiene la participación confirmada',
      ),
    ).toBeInTheDocument();
    expect(within(within(region).getByTestId('attendance-line-31')).queryByRole('alert')).toBeNull();
  });

  it('is disabled with an explanation before the session starts', async () => {
    signInAs('employee');
    mockApi(routes(sheet({ started: false, intervention: { ...sheet().intervention, date: '2099-06-13' } })));
    const { region } = await openSheet();

    expect(within(region).getByText('La sesión aún no ha empezado')).toBeInTheDocument();
    expect(
      within(region).getByText(/La asistencia se podrá marcar desde el .* a las 10:00/),
    ).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Marcar a todos presentes' })).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Asistió: Valeria Sánchez Moreno' })).toBeDisabled();
    await waitFor(() =>
      expect(within(region).getByRole('button', { name: 'Guardar asistencia' })).toBeDisabled(),
    );
  });
});
