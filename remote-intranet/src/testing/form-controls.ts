import { act, fireEvent, screen } from '@testing-library/react';

/** A form control by its label (fieldsets are labelled by their legends too: look for the controls only). */
export const control = (label: RegExp) =>
  screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

/** Sets a control's value in one change event (Chakra forms are slow to re-render per key under jsdom). */
export async function fill(label: RegExp, text: string) {
  await act(async () => {
    fireEvent.change(control(label), { target: { value: text } });
  });
}

/** Chooses an option of a select by its value. */
export const choose = fill;
