import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@enlace/shared/testing';
import { renderIntranet, signInAs } from '../../../../testing/render-intranet';
import { storedVolunteer } from './volunteer-fixtures';

const CSV = '\uFEFFNombre;Apellidos\r\nLucía;Núñez Peña\r\n';

beforeEach(() => {
  signInAs('employee');
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
});

describe('the volunteer list’s export', () => {
  it('downloads every volunteer of the current search, filter and order, not only the page', async () => {
    const calls = mockApi([
      {
        method: 'GET',
        path: 'volunteers',
        body: {
          '@id': '/api/volunteers',
          '@type': 'Collection',
          totalItems: 60,
          member: [storedVolunteer()],
        },
      },
      {
        method: 'GET',
        path: 'volunteers/export',
        text: CSV,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="voluntariado-2026-03-01.csv"',
        },
      },
    ]);
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('voluntariado-2026-03-01.csv');
      expect(this.href).toBe('blob:export');
    });
    const user = userEvent.setup({ delay: null });
    renderIntranet('/intranet/volunteer?q=nuñez&status=pending&page=2&sort=email&dir=desc');
    await screen.findByText('Núñez Peña, Lucía');

    await user.click(screen.getByRole('button', { name: 'Exportar a CSV' }));

    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const exportCall = calls.find((call) => call.path === 'volunteers/export');
    expect(Object.fromEntries(exportCall!.query)).toEqual({
      q: 'nuñez',
      status: 'pending',
      'order[email]': 'desc',
    });
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    // Byte for byte, the byte order mark included (text() would drop it).
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new TextEncoder().encode(CSV));
    clicked.mockRestore();
  });

  it('is not offered when the list is empty', async () => {
    mockApi([
      {
        method: 'GET',
        path: 'volunteers',
        body: { '@id': '/api/volunteers', '@type': 'Collection', totalItems: 0, member: [] },
      },
    ]);
    renderIntranet('/intranet/volunteer?q=zzz');
    await screen.findByText('Nadie coincide con la búsqueda');
    expect(screen.queryByRole('button', { name: 'Exportar a CSV' })).not.toBeInTheDocument();
  });

  it('is offered while the first page loads, so that the header does not move when the rows arrive', async () => {
    mockApi([
      {
        method: 'GET',
        path: 'volunteers',
        body: { '@id': '/api/volunteers', '@type': 'Collection', totalItems: 1, member: [storedVolunteer()] },
      },
    ]);
    // The list's answer is held back until the test lets it through.
    let letThrough: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    const answer = global.fetch;
    global.fetch = async (...args: Parameters<typeof fetch>) => {
      await held;
      return answer(...args);
    };
    renderIntranet('/intranet/volunteer');
    expect(await screen.findByRole('button', { name: 'Exportar a CSV' })).toBeInTheDocument();
    expect(screen.queryByText('Núñez Peña, Lucía')).not.toBeInTheDocument();
    letThrough();
    await screen.findByText('Núñez Peña, Lucía');
    expect(screen.getByRole('button', { name: 'Exportar a CSV' })).toBeInTheDocument();
  });
});
