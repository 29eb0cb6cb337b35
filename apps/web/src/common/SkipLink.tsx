/** Where the skip link goes: the one `main` landmark of every page (see `MainContent`). */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key on every page: hidden until focused, then jumps past the header. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Skip to main content
    </a>
  );
}
