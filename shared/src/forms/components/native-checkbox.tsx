import { chakra } from '@chakra-ui/react';

/**
 * A native check box in the brand colour. Native on purpose: accessible and right on phones, and lighter than
 * Chakra's Checkbox (a state machine) in the shared form fields every form loads; an area may use Chakra's as well.
 */
export const NativeCheckbox = chakra('input', {
  base: {
    width: '4.5',
    height: '4.5',
    flexShrink: 0,
    margin: 0,
    cursor: 'pointer',
    accentColor: 'brand.solid',
    _disabled: { cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});
