import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ProfileIcon, RoadmapIcon, TrainingIcon, VideoIcon } from '../../common/icons';
import classes from './dashboard.module.css';

const LINKS = [
  { to: '/roadmap', title: 'Roadmap', text: 'Your focus areas and assignments', icon: RoadmapIcon },
  { to: '/training', title: 'Training', text: 'Log sessions, games and wellness', icon: TrainingIcon },
  { to: '/videos', title: 'Videos', text: 'Upload footage for coach feedback', icon: VideoIcon },
  { to: '/profile', title: 'Profile', text: 'Team, position and contacts', icon: ProfileIcon },
] as const;

export function QuickLinks() {
  return (
    <>
      <Title order={2} fz="lg" mt="xl" mb="sm">
        Jump to
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {LINKS.map(({ to, title, text, icon: Icon }) => (
          <Card key={to} component={Link} to={to} withBorder radius="lg" padding="lg" className={classes.quickLink}>
            <ThemeIcon size={42} radius="md" variant="light">
              <Icon size={22} />
            </ThemeIcon>
            <Text fw={700} mt="sm">
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
