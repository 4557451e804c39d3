import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { FocusResetEffect } from '../focus-reset-effect';

/** A header link that stays on screen across pages, and the pages. */
function Chrome() {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/intranet/volunteer')}>Voluntariado</button>
      <Routes>
        <Route path="/intranet" element={<h1>Actividades</h1>} />
        <Route path="/intranet/volunteer" element={<h1>Voluntariado</h1>} />
      </Routes>
    </>
  );
}

describe('FocusResetEffect', () => {
  it('takes the focus back to the top when the page changes', () => {
    render(
      <MemoryRouter initialEntries={['/intranet']}>
        <FocusResetEffect />
        <Chrome />
      </MemoryRouter>,
    );
    const section = screen.getByRole('button', { name: 'Voluntariado' });
    section.focus();
    expect(section).toHaveFocus();

    act(() => section.click());
    expect(screen.getByRole('heading', { name: 'Voluntariado' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    // Never left as a Tab stop.
    expect(document.body).not.toHaveAttribute('tabindex');
  });

  it('does not move the focus when only the query changes', () => {
    function Search() {
      const navigate = useNavigate();
      const { search } = useLocation();
      return (
        <>
          <input aria-label="Buscar" onChange={(event) => navigate(`/intranet?q=${event.target.value}`)} />
          <p data-testid="search">{search}</p>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/intranet']}>
        <FocusResetEffect />
        <Search />
      </MemoryRouter>,
    );
    const search = screen.getByRole('textbox', { name: 'Buscar' });
    search.focus();
    fireEvent.change(search, { target: { value: 'a' } });
    expect(screen.getByTestId('search')).toHaveTextContent('?q=a');
    expect(search).toHaveFocus();
  });
});
