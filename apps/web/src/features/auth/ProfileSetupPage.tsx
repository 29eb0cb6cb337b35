import { Button, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../app/theme';
import { useCurrentUser } from '../../auth/use-current-user';
import { ArrowRightIcon, DashboardIcon, ProfileIcon } from '../../common/icons';
import { greetingName } from '../../common/user-display';

/** Where signup lands (spec §2.5). The profile form itself arrives with the profile feature. */
export default function ProfileSetupPage() {
  const { user } = useCurrentUser();
  return (
    <Card withBorder radius="lg" padding="xl" maw={760} mx="auto">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Welcome to {BRAND_NAME}, {greetingName(user)}!
      </Title>
      <Text c="dimmed" mt="xs">
        Your account is ready. Tell your coach about yourself so your roadmap can be built around you, or take a look
        around first.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
        <Card withBorder radius="md" padding="lg">
          <ThemeIcon size={42} radius="md" variant="light">
            <ProfileIcon size={22} />
          </ThemeIcon>
          <Text fw={700} mt="sm">
            Set up your profile
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            Team, position, jersey number and parent contact details.
          </Text>
          <Button component={Link} to="/profile" rightSection={<ArrowRightIcon size={16} />}>
            Go to my profile
          </Button>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <ThemeIcon size={42} radius="md" variant="light" color="blue">
            <DashboardIcon size={22} />
          </ThemeIcon>
          <Text fw={700} mt="sm">
            Explore your dashboard
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            Your assignments, this week&apos;s plan and quick links.
          </Text>
          <Group>
            <Button component={Link} to="/dashboard" variant="light" rightSection={<ArrowRightIcon size={16} />}>
              Go to dashboard
            </Button>
          </Group>
        </Card>
      </SimpleGrid>
    </Card>
  );
}
