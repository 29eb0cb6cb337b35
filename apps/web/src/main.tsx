import './app/layers.css';
import './app/public-styles';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadFirstScreen } from './app/lazy-pages';

preloadFirstScreen(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A public page the gateway sent prerendered (app/prerender.tsx) is adopted, not drawn again.
const prerendered = container.hasChildNodes();
const app = (
  <StrictMode>
    <App assumeSignedOut={prerendered} />
  </StrictMode>
);
// Hydrated as a transition: React then yields to the browser between units of work instead of adopting
// the page in one long task, so a tap or a keystroke during start-up is not held behind it (the
// lab's Total Blocking Time counts that task).
if (prerendered) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
