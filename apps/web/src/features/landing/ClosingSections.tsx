import { Button, Container, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../app/theme';
import { ArrowRightIcon } from '../../common/icons';
import classes from './landing.module.css';

export function WelcomeSection() {
  return (
    <section id="welcome" className={classes.section}>
      <Container size="lg">
        <div className={`${classes.welcome} on-dark`}>
          <Title order={2} c="white" fz={{ base: 28, sm: 40 }} lh={1.15}>
            Welcome, players and families
          </Title>
          <Text c="rgba(255,255,255,0.85)" fz={{ base: 'md', sm: 'lg' }} maw={680} mx="auto" mt="md">
            Whether you are a player chasing the next level or a parent supporting the journey, this is your home base.
            Sign in to see your roadmap, log your training, share your videos and follow every step of progress
            together.
          </Text>
          <Group justify="center" mt={32}>
            <Button
              component={Link}
              to="/login"
              size="lg"
              color="white"
              c="dark.8"
              rightSection={<ArrowRightIcon size={18} />}
            >
              Access Portal
            </Button>
          </Group>
        </div>
      </Container>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className={`${classes.footer} on-dark`}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text inherit fw={700} c="white">
            {BRAND_NAME}
          </Text>
          <Text inherit>Player development, mentorship and progress tracking.</Text>
        </Group>
      </Container>
    </footer>
  );
}
