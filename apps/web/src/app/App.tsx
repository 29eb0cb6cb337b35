import { MantineProvider } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { authApi } from '../auth/auth-api';
import { useCurrentUser } from '../auth/use-current-user';
import { BrowserRouter } from 'react-router-dom';
import { SkipLink } from '../common/SkipLink';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';
import { COLOR_SCHEME, cssVariablesResolver, theme } from './theme';

/** Toasts (Mantine notifications) are not in the initial bundle. */
const Toaster = lazy(() => import('../common/Toaster'));

/**
 * Mounts the toaster once the session check is over and the first screen has rendered, so its
 * download does not compete with the first screen's. A toast shown before then waits in the
 * notifications store and appears when the toaster mounts.
 */
function DeferredToaster() {
  const { isLoading } = useCurrentUser();
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (isLoading || mounted) return;
    const timer = window.setTimeout(() => setMounted(true), 0);
    return () => window.clearTimeout(timer);
  }, [isLoading, mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface AppProps {
  /** The router: the browser's, or at build time a static one at the prerendered page's path. */
  Router?: ComponentType<{ children: ReactNode }>;
  /**
   * The page arrived prerendered (the gateway sends that HTML only to a visitor without a session
   * cookie): render it at once as signed out, so React adopts the HTML, instead of waiting for the
   * session check. The check still runs and a signed-in answer still counts.
   */
  assumeSignedOut?: boolean;
  /** False when prerendering: there is no one to ask. */
  checkSession?: boolean;
}

export function App({ Router = BrowserRouter, assumeSignedOut = false, checkSession = true }: AppProps) {
  // The session check starts with the store, before the first render (AppRoutes waits for it).
  const [store] = useState(() => {
    const created = createStore();
    if (checkSession) void created.dispatch(authApi.endpoints.getCurrentUser.initiate());
    return created;
  });
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme={COLOR_SCHEME}>
        <SkipLink />
        <DeferredToaster />
        <Router>
          <AppRoutes assumeSignedOut={assumeSignedOut} />
        </Router>
      </MantineProvider>
    </Provider>
  );
}
