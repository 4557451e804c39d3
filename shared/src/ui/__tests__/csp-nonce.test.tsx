import { Button } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { UiProviders } from '../components/ui-providers';

// Under the shell's Content-Security-Policy a style element without the page's nonce is not applied.
describe('UiProviders with the nonce of the page', () => {
  afterEach(() => {
    document.head.querySelectorAll('style').forEach((style) => style.remove());
  });

  it("gives the nonce to every style element emotion inserts for Chakra's styles", async () => {
    render(
      <UiProviders primaryColor="#0f766e" cspNonce="bm9uY2UtZGUtcHJ1ZWJh">
        <Button>Guardar</Button>
      </UiProviders>,
    );
    await screen.findByRole('button', { name: 'Guardar' });
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('bm9uY2UtZGUtcHJ1ZWJh');
  });
});
