import { chakra } from '@chakra-ui/react';

/**
 * A native check box drawn as a track and a knob; give it `type="checkbox"` and `role="switch"`. Native for the
 * reasons of NativeCheckbox; an area may use Chakra's Switch as well.
 */
export const SwitchInput = chakra('input', {
  base: {
    appearance: 'none',
    position: 'relative',
    flexShrink: 0,
    width: '9',
    height: '5',
    margin: 0,
    borderRadius: 'full',
    bg: 'gray.300',
    cursor: 'pointer',
    transition: 'background 0.15s',
    _before: {
      content: '""',
      position: 'absolute',
      top: '0.5',
      left: '0.5',
      width: '4',
      height: '4',
      borderRadius: 'full',
      bg: 'white',
      boxShadow: 'sm',
      transition: 'transform 0.15s',
    },
    _checked: { bg: 'brand.solid', _before: { transform: 'translateX(1rem)' } },
    _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});
