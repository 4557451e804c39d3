import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { changeLanguage } from '../../i18n';
import { TextField } from '../../ui';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UnsavedChangesGuard } from '../index';

// A form released after the data router, loaded by a shell released before it: that shell's react-router surface
// has neither the data-router context nor useBlocker.
jest.mock('react-router', () => ({
  ...jest.requireActual<object>('react-router'),
  UNSAFE_DataRouterContext: undefined,
  useBlocker: undefined,
}));

jest.setTimeout(30_000);

test('under a shell without the data router the form works and keeps the browser’s warning', async () => {
  await changeLanguage('es');
  const router = createMemoryRouter(
    [
      {
        path: '/place/1',
        element: (
          <>
            <Link to="/places">Lugares</Link>
            <Formik initialValues={{ name: '' }} onSubmit={() => undefined}>
              <Form>
                <UnsavedChangesGuard />
                <TextField name="name" label="Nombre" />
              </Form>
            </Formik>
          </>
        ),
      },
      { path: '/places', element: <h1>Listado de lugares</h1> },
    ],
    { initialEntries: ['/place/1'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Sala verde');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(true);
  await userEvent.click(screen.getByRole('link', { name: 'Lugares' }));
  expect(await screen.findByRole('heading', { name: 'Listado de lugares' })).toBeInTheDocument();
});
