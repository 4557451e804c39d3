import { useSessionStore } from '../../session/session-store';
import { ApiError } from '../api-error';
import { apiDownload } from '../api-download';
import { installFetch, json } from '../../testing/fetch-mock';

beforeEach(() => {
  useSessionStore.setState({ token: 'jwt', refreshToken: 'r', lastLoginAt: Date.now(), user: null });
});

describe('apiDownload', () => {
  it('answers the file and the name the server gives it, sending the bearer token and the query', async () => {
    const fetchMock = installFetch(() => undefined);
    fetchMock.mockImplementation(async (request: Request) => {
      fetchMock.requests.push(request);
      return new Response('\uFEFFNombre;Apellidos\r\nAna;Gil\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="voluntariado.csv"; filename*=UTF-8''voluntariado-2026.csv`,
        },
      });
    });
    const file = await apiDownload('volunteers/export', { q: 'gil', order: { surname: 'asc' } });
    expect(file.filename).toBe('voluntariado-2026.csv');
    expect(await file.blob.text()).toContain('Ana;Gil');
    const request = fetchMock.requests[0];
    expect(request.headers.get('authorization')).toBe('Bearer jwt');
    expect(new URL(request.url).search).toBe('?q=gil&order%5Bsurname%5D=asc');
  });

  it('fails with the API error', async () => {
    installFetch(() => json({ status: 400, error: 'bad-request', description: 'No' }, 400));
    await expect(apiDownload('volunteers/export')).rejects.toEqual(expect.any(ApiError));
    await expect(apiDownload('volunteers/export')).rejects.toMatchObject({
      code: 'bad-request',
      status: 400,
    });
  });
});
