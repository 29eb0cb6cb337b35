import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../common/toast';
import { AppRoutes } from './AppRoutes';
import { createStore } from './store';
import { theme } from './theme';

export function App() {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} position="top-right" zIndex={1000} />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </MantineProvider>
    </Provider>
  );
}
