/**
 * How deep a request's JSON may nest arrays and objects. Every body and message of the portal nests a
 * few levels; a client sending thousands (about 10 KB of `[`) only wants to exhaust whatever walks the
 * parsed value recursively (validation, the NUL check, logging).
 */
export const MAX_JSON_NESTING = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENING = new Set([0x5b, 0x7b]); // [ {
const CLOSING = new Set([0x5d, 0x7d]); // ] }

/**
 * True when JSON text opens more than `maxDepth` arrays or objects inside one another. One pass over
 * the text without recursion, meant to run before JSON.parse; brackets inside strings do not count.
 */
export function jsonNestingExceeds(text: string, maxDepth: number = MAX_JSON_NESTING): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENING.has(code)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSING.has(code)) {
      depth -= 1;
    }
  }
  return false;
}
