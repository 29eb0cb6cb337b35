import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from '../common/Toaster';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';
import { theme } from './theme';

export function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Toaster />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  );
}
