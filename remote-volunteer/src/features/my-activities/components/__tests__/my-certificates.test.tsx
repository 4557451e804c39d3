import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { page } from '../../../../testing/fixtures';
import { renderVolunteer, signInVolunteer } from '../../../../testing/render-volunteer';
import type { MyCertificate } from '../../api/get-my-certificates';

const IRI = '/api/me/certificates';

const certificate = (id: number, overrides: Partial<MyCertificate> = {}): MyCertificate => ({
  '@id': `${IRI}/${id}`,
  '@type': 'Certificate',
  id,
  reference: `ENL-2026-AAAA-000${id}`,
  from: null,
  to: null,
  sessions: 3,
  totalMinutes: 270,
  language: 'es',
  sha256: 'a'.repeat(64),
  issuedAt: '2026-11-20T10:00:00.000Z',
  issuedBy: null,
  volunteer: {
    '@id': '/api/volunteers/8',
    '@type': 'Volunteer',
    id: 8,
    name: 'Valeria',
    surname: 'Sánchez Moreno',
  },
  file: `${IRI}/${id}.pdf`,
  ...overrides,
});

const PDF = {
  text: '%PDF-1.3',
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="certificado-voluntariado-ENL-2026-AAAA-0002.pdf"',
  },
};

async function openHours() {
  renderVolunteer('/volunteer/my-activities');
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('tab', { name: 'Mis horas' }));
  return user;
}

describe('MyCertificates', () => {
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

  it('issues the certificate of the period chosen, downloads it and lists it with those issued before', async () => {
    signInVolunteer();
    let issued = false;
    const calls = mockApi([
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
      { method: 'GET', path: 'me/hours', body: { ...page('/api/me/hours', [], 0), totalMinutes: 0 } },
      {
        method: 'GET',
        path: 'me/certificates',
        answer: () => ({
          body: page(
            IRI,
            issued
              ? [certificate(2, { from: '2026-01-01', to: '2026-06-30', totalMinutes: 150 }), certificate(1)]
              : [certificate(1)],
            issued ? 2 : 1,
          ),
        }),
      },
      {
        method: 'POST',
        path: 'me/certificates',
        answer: () => {
          issued = true;
          return { status: 201, body: certificate(2, { from: '2026-01-01', to: '2026-06-30' }) };
        },
      },
      { method: 'GET', path: 'me/certificates/2.pdf', ...PDF },
    ]);
    const user = await openHours();

    const list = await screen.findByTestId('my-certificates');
    expect(within(list).getByText('Todo tu tiempo de voluntariado')).toBeInTheDocument();
    expect(within(list).getByText('4 h 30 min · emitido el 20 nov 2026')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Desde'), '2026-01-01');
    await user.type(screen.getByLabelText('Hasta'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));

    expect(await within(list).findByText('Del 1 ene 2026 al 30 jun 2026')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      from: '2026-01-01',
      to: '2026-06-30',
    });
    expect(saved).toEqual(['certificado-voluntariado-ENL-2026-AAAA-0002.pdf']);
  });

  it('checks the period with the shared rule before asking, and shows the error beside the date', async () => {
    signInVolunteer();
    const calls = mockApi([
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
      { method: 'GET', path: 'me/hours', body: { ...page('/api/me/hours', [], 0), totalMinutes: 0 } },
      { method: 'GET', path: 'me/certificates', body: page(IRI, [], 0) },
    ]);
    const user = await openHours();
    await user.type(screen.getByLabelText('Desde'), '2026-06-30');
    await user.type(screen.getByLabelText('Hasta'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(
      await screen.findByText('La fecha de fin no puede ser anterior a la de inicio'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says why when there are no hours to certify', async () => {
    signInVolunteer();
    mockApi([
      { method: 'GET', path: 'me/interventions', body: page('/api/me/interventions', [], 0) },
      { method: 'GET', path: 'me/hours', body: { ...page('/api/me/hours', [], 0), totalMinutes: 0 } },
      { method: 'GET', path: 'me/certificates', body: page(IRI, [], 0) },
      {
        method: 'POST',
        path: 'me/certificates',
        status: 409,
        body: { status: 409, error: 'certificate-without-hours', description: 'No hay horas' },
      },
    ]);
    const user = await openHours();
    await user.click(screen.getByRole('button', { name: 'Descargar certificado' }));
    expect(
      await screen.findByText(/No hay horas de voluntariado registradas en ese periodo/),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
