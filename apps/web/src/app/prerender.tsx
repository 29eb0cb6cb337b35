import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './App';

/**
 * The public pages prerendered to HTML at build time (issue 27): their text paints before the
 * script arrives, and the script then adopts it (main.tsx hydrates). Path → the file written under
 * `dist/prerendered/` (the gateway serves it to visitors without a session cookie) and the screen's
 * module, whose styles and code the page links at once instead of after the script asks for them.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, { file: string; module: string }>> = {
  '/': { file: 'landing.html', module: 'src/features/landing/LandingPage.tsx' },
  '/login': { file: 'login.html', module: 'src/features/auth/LoginPage.tsx' },
  '/signup': { file: 'signup.html', module: 'src/features/auth/SignupPage.tsx' },
  '/forgot-password': { file: 'forgot-password.html', module: 'src/features/auth/ForgotPasswordPage.tsx' },
};

/** The markup of `#root` for a public page, as the browser's first render (signed out) draws it. */
export async function renderPage(path: string): Promise<string> {
  const AtPath = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  // `prerender` waits for every lazy screen, so the HTML holds the page, not its loading state.
  const { prelude } = await prerender(
    <StrictMode>
      <App Router={AtPath} assumeSignedOut checkSession={false} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
