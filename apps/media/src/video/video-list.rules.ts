/**
 * The ILIKE pattern (escape character `\`) for titles containing `search` as typed: `%`, `_` and `\`
 * match only themselves, never "anything".
 */
export function titleContains(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
