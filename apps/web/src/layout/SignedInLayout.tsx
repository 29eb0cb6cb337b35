// Every Mantine stylesheet (in @layer mantine), for the signed-in screens; public screens load only theirs.
import '@mantine/core/styles.layer.css';
import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../auth/use-current-user';
import { FullPageLoader } from '../common/FullPageLoader';
import { MainContent } from '../common/MainContent';
import { AppHeader } from './AppHeader';

/** The shell of every signed-in screen: header on top, the screen below. */
export default function SignedInLayout() {
  const { user } = useCurrentUser();
  if (!user) return <FullPageLoader />;
  return (
    <>
      <AppHeader user={user} />
      <MainContent py={{ base: 'md', sm: 'xl' }}>
        <Container size="xl">
          <Suspense fallback={<FullPageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </MainContent>
    </>
  );
}
