import { Pagination, type PaginationProps } from '@mantine/core';

/** Pagination's arrow buttons show only an icon: their names. */
const PAGE_CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/**
 * Mantine's Pagination with a name on each arrow button: without one a screen reader announces a bare
 * "button" (axe: button-name). Every paged list uses this one.
 */
export function NamedPagination(props: PaginationProps) {
  return (
    <Pagination size="sm" getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_NAMES[control] })} {...props} />
  );
}
