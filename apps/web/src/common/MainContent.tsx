import { Box, type BoxProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * The page's one `main` landmark and the skip link's target. Every layout renders exactly one;
 * `tabIndex={-1}` lets the skip link move keyboard focus into it.
 */
export function MainContent({ children, ...props }: BoxProps & { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} {...props}>
      {children}
    </Box>
  );
}
