import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ScrollEffect } from '../scroll-effect';

describe('ScrollEffect', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls to the top on navigation without a hash', () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy']}>
        <ScrollEffect />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the hash target after 200 ms, 100 px above it', () => {
    const target = document.createElement('section');
    target.id = 'volunteer-form';
    target.getBoundingClientRect = () => ({ top: 600 }) as DOMRect;
    document.body.appendChild(target);

    render(
      <MemoryRouter initialEntries={['/#volunteer-form']}>
        <ScrollEffect />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(199));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 500, behavior: 'smooth' });
  });

  it('scrolls to a hash target that appears later, once its page has loaded', async () => {
    render(
      <MemoryRouter initialEntries={['/data-processing-agreement#anexo-2']}>
        <ScrollEffect />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(200));
    expect(scrollTo).not.toHaveBeenCalled();

    const target = document.createElement('section');
    target.id = 'anexo-2';
    target.getBoundingClientRect = () => ({ top: 2400 }) as DOMRect;
    await act(async () => {
      document.body.appendChild(target);
      // MutationObserver callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(scrollTo).toHaveBeenCalledWith({ top: 2300, behavior: 'smooth' });
  });

  it('stops waiting for a hash target that never appears', async () => {
    render(
      <MemoryRouter initialEntries={['/privacy-policy#nowhere']}>
        <ScrollEffect />
      </MemoryRouter>,
    );
    act(() => jest.advanceTimersByTime(200 + 5000));
    const late = document.createElement('section');
    late.id = 'nowhere';
    await act(async () => {
      document.body.appendChild(late);
      await Promise.resolve();
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
