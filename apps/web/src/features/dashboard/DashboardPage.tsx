import { Anchor, Card, Grid, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCurrentUser } from '../../auth/use-current-user';
import { AssignmentsIcon } from '../../common/icons';
import { greetingName } from '../../common/user-display';
import { QuickLinks } from './QuickLinks';
import { ThisWeekCard } from './ThisWeekCard';
import classes from './dashboard.module.css';

/** Spec §2.6. The assignment figures arrive with the assignments feature. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <div className={`${classes.welcome} on-dark`}>
        <Title order={1} fz={{ base: 26, sm: 34 }} c="white">
          Welcome back, {greetingName(user)}!
        </Title>
        <Text c="rgba(255,255,255,0.85)" mt={6} maw={620}>
          Here is your player hub: your roadmap, training, videos and profile are one click away.
        </Text>
      </div>

      <Grid gap="lg" mt="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="lg" padding="lg" h="100%">
            <Group justify="space-between" mb="sm">
              <Title order={2} fz="lg">
                Recent Assignments
              </Title>
              <Anchor component={Link} to="/assignments" size="sm" fw={600}>
                View All
              </Anchor>
            </Group>
            <Group gap="sm" wrap="nowrap" align="flex-start" className={classes.note}>
              <AssignmentsIcon size={22} />
              <Text size="sm">
                Assignments are not available in the portal yet. Your three most recent assignments will show here, with
                their progress and due dates.
              </Text>
            </Group>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ThisWeekCard />
        </Grid.Col>
      </Grid>

      <QuickLinks />
    </>
  );
}
