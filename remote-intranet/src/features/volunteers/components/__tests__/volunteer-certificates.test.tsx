import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GEOGRAPHY, mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedVolunteer } from './volunteer-fixtures';

const IRI = '/api/volunteers/12/certificates';

const collection = (member: object[]) => ({
  '@id': IRI,
  '@type': 'Collection',
  totalItems: member.length,
  member,
});

const certificate = (id: number, overrides: object = {}) => ({
  '@id': `${IRI}/${id}`,
  '@type': 'Certificate',
  id,
  reference: `ENL-2026-AAAA-000${id}`,
  from: null,
  to: null,
  sessions: 3,
  totalMinutes: 270,
  issuedAt: '2026-03-12T09:15:00.000Z',
  issuedBy: { '@id': '/api/users/3', '@type': 'User', name: 'Ana', surname: 'López' },
  file: `${IRI}/${id}.pdf`,
  ...overrides,
});

const emptyCollection = (path: string) => ({
  method: 'GET' as const,
  path,
  body: { '@id': `/api/${path}`, '@type': 'Collection', totalItems: 0, member: [] },
});

const pageRoutes = [
  ...GEOGRAPHY,
  { method: 'GET' as const, path: 'volunteers/12', body: storedVolunteer({ status: 'validated' }) },
  emptyCollection('volunteers/12/interventions'),
  emptyCollection('volunteers/12/history'),
];

describe("the certificates on a volunteer's record", () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:certificate'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('issues a certificate for the period, downloads it and lists it with who issued it', async () => {
    signInAs('employee', 'coordinator');
    let issued = false;
    const calls = mockApi([
      ...pageRoutes,
      {
        method: 'GET',
        path: 'volunteers/12/certificates',
        answer: () => ({
          body: collection(
            issued
              ? [
                  certificate(2, { from: '2026-01-01', to: null, totalMinutes: 120, sessions: 1 }),
                  certificate(1),
                ]
              : [certificate(1)],
          ),
        }),
      },
      {
        method: 'POST',
        path: 'volunteers/12/certificates',
        answer: () => {
          issued = true;
          return { status: 201, body: certificate(2, { from: '2026-01-01' }) };
        },
      },
      {
        method: 'GET',
        path: 'volunteers/12/certificates/2.pdf',
        text: '%PDF-1.3',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="certificado-voluntariado-ENL-2026-AAAA-0002.pdf"',
        },
      },
    ]);
    renderIntranet('/intranet/volunteer/12');
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Certificados de voluntariado' });
    const list = await within(section).findByTestId('volunteer-certificates');
    expect(within(list).getByText('Todo su tiempo de voluntariado')).toBeInTheDocument();
    expect(within(list).getByText('4 h 30 min en 3 sesiones · 12 mar 2026, 10:15')).toBeInTheDocument();
    expect(within(list).getByText('Emitido por Ana López')).toBeInTheDocument();

    await user.type(within(section).getByLabelText('Desde'), '2026-01-01');
    await user.click(within(section).getByRole('button', { name: 'Emitir certificado' }));

    expect(await within(list).findByText('Del 1 ene 2026 al …')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ from: '2026-01-01' });
    expect(saved).toEqual(['certificado-voluntariado-ENL-2026-AAAA-0002.pdf']);
  });

  it('refuses a period that ends before it starts without asking the API', async () => {
    signInAs('employee');
    const calls = mockApi([
      ...pageRoutes,
      { method: 'GET', path: 'volunteers/12/certificates', body: collection([]) },
    ]);
    renderIntranet('/intranet/volunteer/12');
    const user = userEvent.setup({ delay: null });
    const section = await screen.findByRole('region', { name: 'Certificados de voluntariado' });
    expect(
      await within(section).findByText('Todavía no se le ha emitido ningún certificado.'),
    ).toBeInTheDocument();
    await user.type(within(section).getByLabelText('Desde'), '2026-06-30');
    await user.type(within(section).getByLabelText('Hasta'), '2026-01-01');
    await user.click(within(section).getByRole('button', { name: 'Emitir certificado' }));
    expect(
      await within(section).findByText('La fecha de fin no puede ser anterior a la de inicio'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
