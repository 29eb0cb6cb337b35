import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { SkipLink } from '../common/SkipLink';
import { Toaster } from '../common/Toaster';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <SkipLink />
        <Toaster />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  );
}
