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
});
