import { connectToaster, showToast, toasterWanted } from '../show-toast';
import type { Toast } from '../show-toast';

describe('toasts before and after a toaster is on screen', () => {
  it('keeps the toasts asked for early, asks for a toaster once, and shows them when it mounts', () => {
    const wanted = jest.fn();
    toasterWanted.subscribe(wanted);
    expect(toasterWanted.get()).toBe(false);

    showToast('Ha ocurrido un error');
    showToast('Guardado', 'success');
    expect(toasterWanted.get()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);

    const outer: Toast[] = [];
    const disconnectOuter = connectToaster((toast) => outer.push(toast));
    expect(outer).toEqual([
      { message: 'Ha ocurrido un error', variant: 'error' },
      { message: 'Guardado', variant: 'success' },
    ]);

    // A nested toaster (a remote's own providers) shows the later toasts until it unmounts.
    const inner: Toast[] = [];
    const disconnectInner = connectToaster((toast) => inner.push(toast));
    showToast('Dentro');
    disconnectInner();
    showToast('Fuera', 'info');
    expect(inner).toEqual([{ message: 'Dentro', variant: 'error' }]);
    expect(outer.slice(2)).toEqual([{ message: 'Fuera', variant: 'info' }]);
    disconnectOuter();
  });
});
