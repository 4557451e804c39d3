import { Heading } from '@chakra-ui/react';
import type { HeadingProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

export type StepHeadingProps = HeadingProps & {
  /** Moves the focus here when it appears (default): the new step of a flow is announced by its name. */
  focusOnMount?: boolean;
};

/**
 * The heading of a step that replaces the previous one in place (a sign-in's second step, turning two-step
 * verification on): keyboard and screen-reader users continue from it instead of from a button that is gone.
 */
export function StepHeading({ focusOnMount = true, ...rest }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return <Heading ref={ref} tabIndex={-1} _focus={{ outline: 'none' }} {...rest} />;
}
