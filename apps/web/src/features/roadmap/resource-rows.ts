import { ASSIGNMENT_RESOURCES_MAX, type ResourceLink } from '@portal/contracts';

/** A resource as its form row holds it: a title (optional) and a link. */
export interface ResourceRow {
  title: string;
  url: string;
}

export const EMPTY_RESOURCE_ROW: ResourceRow = { title: '', url: '' };

/** The rows of an assignment's resources (an untitled one's title left empty). */
export function resourceRowsOf(links: readonly ResourceLink[]): ResourceRow[] {
  return links.map((link) => ({ title: link.title ?? '', url: link.url }));
}

/**
 * What the form sends: every row, at its position, as `{title, url}` (the API's titled reading; a
 * blank title is no title), so a problem the schema or the server names (`resources.2.url`) lands
 * on the row it is about. A row without a link is refused there; its Remove button takes it away.
 */
export function resourcesToSend(rows: readonly ResourceRow[]): { title: string; url: string }[] {
  return rows.map(({ title, url }) => ({ title, url }));
}

/** Whether the form may offer another row. */
export function canAddResource(rows: readonly ResourceRow[]): boolean {
  return rows.length < ASSIGNMENT_RESOURCES_MAX;
}
