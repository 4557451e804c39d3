import { renderHook } from '@testing-library/react';
import { MODES, placeSchema } from '../../domain';
import { addDomainTranslations } from '../../i18n';
import { useFormFields } from '../hooks/use-form-fields';

type PlaceValues = { name: string; type: string; postalCode: string };

// The domain's texts arrive in a chunk of their own.
beforeAll(() => addDomainTranslations());

describe('useFormFields', () => {
  it('marks as required what the shared rules require, and disables every field of a read-only form', () => {
    const { result } = renderHook(() => useFormFields<PlaceValues>(placeSchema, { readOnly: true }));
    expect(result.current.field('name')).toEqual({ name: 'name', required: true, disabled: true });
    expect(result.current.field('postalCode')).toEqual({
      name: 'postalCode',
      required: false,
      disabled: true,
    });
  });

  it('names fields and the values of an enumeration in the domain words', () => {
    const { result } = renderHook(() => useFormFields<PlaceValues>(placeSchema));
    expect(result.current.fieldLabel('name')).toBe('Nombre');
    expect(result.current.choices('mode', MODES)).toEqual([
      { value: 'online', label: 'En línea' },
      { value: 'onsite', label: 'Presencial' },
      { value: 'hybrid', label: 'Híbrida' },
    ]);
    expect(result.current.field('type').disabled).toBe(false);
  });
});
