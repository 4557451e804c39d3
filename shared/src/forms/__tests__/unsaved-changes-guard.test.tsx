import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link, MemoryRouter, RouterProvider, createMemoryRouter, useNavigate } from 'react-router';
import { changeLanguage } from '../../i18n';
import { useSessionStore } from '../../session';
import { SubmitButton, TextField } from '../../ui';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UnsavedChangesGuard } from '../index';

// Chakra's styling engine makes jsdom renders slow.
jest.setTimeout(30_000);

/** A record's page: its form saves (a moment later, like the API), then stays or goes to the saved record. */
function EditPage({ afterSave }: { afterSave: 'stay' | 'leave' }) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState({ name: 'Sala azul' });
  return (
    <>
      <Link to="/places">Lugares</Link>
      <Link to="/place/1?tab=schedule">Horario</Link>
      <Formik
        initialValues={saved}
        enableReinitialize
        onSubmit={async (values) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          if (afterSave === 'leave') navigate('/places');
          else setSaved(values);
        }}
      >
        <Form>
          <UnsavedChangesGuard />
          <TextField name="name" label="Nombre" />
          <SubmitButton>Guardar</SubmitButton>
        </Form>
      </Formik>
    </>
  );
}

const renderInDataRouter = (afterSave: 'stay' | 'leave' = 'stay') => {
  const router = createMemoryRouter(
    [
      { path: '/place/1', element: <EditPage afterSave={afterSave} /> },
      { path: '/places', element: <h1>Listado de lugares</h1> },
    ],
    { initialEntries: ['/places', '/place/1'], initialIndex: 1 },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
};

const nameField = () => screen.getByRole('textbox', { name: 'Nombre' });
const typeName = async (text: string) => {
  await userEvent.clear(nameField());
  await userEvent.type(nameField(), text);
};
const dialog = () => screen.queryByRole('alertdialog', { name: 'Tienes cambios sin guardar' });
const unloadIsHeldBack = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(async () => {
  await changeLanguage('es');
  useSessionStore.setState({ token: null });
});

test('a form without changes leaves at once, and the tab closes without a warning', async () => {
  const router = renderInDataRouter();
  await userEvent.click(screen.getByRole('link', { name: 'Lugares' }));
  expect(await screen.findByRole('heading', { name: 'Listado de lugares' })).toBeInTheDocument();
  expect(dialog()).toBeNull();
  expect(router.state.location.pathname).toBe('/places');
  expect(unloadIsHeldBack()).toBe(false);
});

test('with changes, a link asks first: keeping on editing keeps the text, leaving goes', async () => {
  const router = renderInDataRouter();
  await typeName('Sala verde');
  expect(unloadIsHeldBack()).toBe(true);

  await userEvent.click(screen.getByRole('link', { name: 'Lugares' }));
  expect(await screen.findByRole('alertdialog', { name: 'Tienes cambios sin guardar' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/place/1');
  await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
  await waitFor(() => expect(dialog()).toBeNull());
  expect(router.state.location.pathname).toBe('/place/1');
  expect(nameField()).toHaveValue('Sala verde');

  await userEvent.click(screen.getByRole('link', { name: 'Lugares' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Salir sin guardar' }));
  expect(await screen.findByRole('heading', { name: 'Listado de lugares' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/places');
});

test('the browser’s back button asks too', async () => {
  const router = renderInDataRouter();
  await typeName('Sala verde');
  await act(() => router.navigate(-1));
  expect(await screen.findByRole('alertdialog', { name: 'Tienes cambios sin guardar' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/place/1');
});

test('the same page with other search parameters does not ask', async () => {
  const router = renderInDataRouter();
  await typeName('Sala verde');
  await userEvent.click(screen.getByRole('link', { name: 'Horario' }));
  await waitFor(() => expect(router.state.location.search).toBe('?tab=schedule'));
  expect(dialog()).toBeNull();
  expect(nameField()).toHaveValue('Sala verde');
});

test('a save that moves to another page does not ask', async () => {
  const router = renderInDataRouter('leave');
  await typeName('Sala verde');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await screen.findByRole('heading', { name: 'Listado de lugares' })).toBeInTheDocument();
  expect(dialog()).toBeNull();
  expect(router.state.location.pathname).toBe('/places');
});

test('after a save that stays on the page, leaving does not ask', async () => {
  const router = renderInDataRouter('stay');
  await typeName('Sala verde');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(unloadIsHeldBack()).toBe(false));
  await userEvent.click(screen.getByRole('link', { name: 'Lugares' }));
  expect(await screen.findByRole('heading', { name: 'Listado de lugares' })).toBeInTheDocument();
  expect(dialog()).toBeNull();
  expect(router.state.location.pathname).toBe('/places');
});

test('a sign-out (here or in another tab) takes the person away without asking', async () => {
  useSessionStore.setState({ token: 'jwt' });
  const router = renderInDataRouter();
  await typeName('Sala verde');
  // What the shell's logout handler does once the session has ended: go to the sign-in page.
  act(() => useSessionStore.setState({ token: null }));
  await act(() => router.navigate('/places', { replace: true }));
  expect(await screen.findByRole('heading', { name: 'Listado de lugares' })).toBeInTheDocument();
  expect(dialog()).toBeNull();
});

test('under a declarative router (a component test, a remote run on its own) the form keeps the browser’s warning', async () => {
  renderWithProviders(
    <MemoryRouter initialEntries={['/place/1']}>
      <EditPage afterSave="stay" />
    </MemoryRouter>,
  );
  await typeName('Sala verde');
  expect(unloadIsHeldBack()).toBe(true);
  await userEvent.click(screen.getByRole('link', { name: 'Lugares' }));
  expect(dialog()).toBeNull();
});
