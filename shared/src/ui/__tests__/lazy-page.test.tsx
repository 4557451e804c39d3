import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from '../utils/lazy-page';

type GreetingProps = { name: string };

function Greeting({ name }: GreetingProps) {
  return <h1>Hola, {name}</h1>;
}

describe('lazyPage', () => {
  it('shows the fallback while the page loads, then the page it names with its props', async () => {
    let loaded: (module: { Greeting: typeof Greeting; other: number }) => void = () => undefined;
    const load = () =>
      new Promise<{ Greeting: typeof Greeting; other: number }>((resolve) => (loaded = resolve));
    const LazyGreeting = lazyPage(load, 'Greeting');

    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();

    loaded({ Greeting, other: 1 });
    expect(await screen.findByRole('heading', { name: 'Hola, Ana' })).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('loads the page once, however often it is rendered', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const LazyGreeting = lazyPage(load, 'Greeting');
    const { rerender } = render(
      <Suspense fallback={null}>
        <LazyGreeting name="Ana" />
      </Suspense>,
    );
    await screen.findByRole('heading', { name: 'Hola, Ana' });
    rerender(
      <Suspense fallback={null}>
        <LazyGreeting name="Luis" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Hola, Luis' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
