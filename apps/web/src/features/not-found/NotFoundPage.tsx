import { Box, Button, Container } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { BallIcon } from '../../common/icons';
import { MainContent } from '../../common/MainContent';
import { StatusPanel } from '../../common/StatusPanel';
import { BrandLink } from '../../layout/BrandLink';

/** Spec §2.1: any other path. */
export default function NotFoundPage() {
  const { user } = useCurrentUser();
  const home = user ? '/dashboard' : '/';
  return (
    <Container size="md" py="xl">
      <Box component="header" mb="xl">
        <BrandLink to={home} />
      </Box>
      <MainContent>
        <StatusPanel
          order={1}
          color="gray"
          icon={<BallIcon size={30} />}
          title="404 Page Not Found"
          message="The page you are looking for does not exist or has moved."
          action={
            <Button component={Link} to={home} mt="sm">
              {user ? 'Back to dashboard' : 'Back to home'}
            </Button>
          }
        />
      </MainContent>
    </Container>
  );
}
