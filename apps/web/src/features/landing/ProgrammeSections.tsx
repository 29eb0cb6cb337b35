import { Card, Container, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { INCLUDED, JOURNEY } from './landing-content';
import classes from './landing.module.css';
import { SectionHeading } from './SectionHeading';

export function IncludedSection() {
  return (
    <section id="included" className={classes.section}>
      <Container size="lg">
        <SectionHeading
          eyebrow="What's included"
          title="Everything a developing player needs"
          text="One membership gives players, parents and coaches the same clear picture of the journey."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {INCLUDED.map(({ title, text, icon: Icon }) => (
            <Card key={title} withBorder radius="lg" padding="xl" className={classes.card}>
              <ThemeIcon size={52} radius="md" variant="light">
                <Icon size={26} />
              </ThemeIcon>
              <Text fw={800} fz="lg" mt="md">
                {title}
              </Text>
              <Text c="dimmed" mt={6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}

export function JourneySection() {
  return (
    <section id="how-it-works" className={classes.sectionMuted}>
      <Container size="lg">
        <SectionHeading
          eyebrow="How it works"
          title="Your journey in four steps"
          text="From the first conversation to elite mentorship, every step has a purpose."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {JOURNEY.map(({ title, text }, index) => (
            <Card key={title} radius="lg" padding="xl" shadow="sm" className={classes.card}>
              <span className={classes.stepNumber}>{index + 1}</span>
              <Text fw={800} fz="lg" mt="md">
                {title}
              </Text>
              <Text c="dimmed" mt={6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
