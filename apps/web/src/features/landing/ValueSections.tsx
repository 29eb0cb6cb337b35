import { Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '../../common/icons';
import { FEATURES, PROBLEMS, SOLUTIONS } from './landing-content';
import classes from './landing.module.css';
import { SectionHeading } from './SectionHeading';

function Point({ text, tone }: { text: string; tone: 'problem' | 'solution' }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon
        size={26}
        radius="xl"
        color={tone === 'problem' ? 'red' : 'pitch.4'}
        variant={tone === 'problem' ? 'light' : 'filled'}
      >
        {tone === 'problem' ? (
          <Text fw={900} size="sm">
            !
          </Text>
        ) : (
          <CheckIcon size={15} />
        )}
      </ThemeIcon>
      <Text>{text}</Text>
    </Group>
  );
}

export function SolutionSection() {
  return (
    <section id="solution" className={classes.section}>
      <Container size="lg">
        <SectionHeading
          eyebrow="The solution"
          title="Talent needs a plan, not just practice"
          text="We turn scattered training into a structured, measurable development programme."
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <div className={classes.problemPanel}>
            <Title order={3} fz="xl" mb="md">
              The challenge
            </Title>
            <Stack gap="md">
              {PROBLEMS.map((text) => (
                <Point key={text} text={text} tone="problem" />
              ))}
            </Stack>
          </div>
          <div className={classes.answerPanel}>
            <Title order={3} fz="xl" mb="md" c="white">
              How the portal helps
            </Title>
            <Stack gap="md">
              {SOLUTIONS.map((text) => (
                <Point key={text} text={text} tone="solution" />
              ))}
            </Stack>
          </div>
        </SimpleGrid>
      </Container>
    </section>
  );
}

export function FeaturesSection() {
  return (
    <section id="features" className={classes.sectionMuted}>
      <Container size="lg">
        <SectionHeading
          eyebrow="Features"
          title="Built for the way football families live"
          text="Simple enough for a busy parent, detailed enough for a demanding coach."
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ title, text, icon: Icon }) => (
            <Card key={title} radius="lg" padding="lg" shadow="xs" className={classes.card}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" color="dark.7">
                  <Icon size={22} />
                </ThemeIcon>
                <div>
                  <Text fw={800}>{title}</Text>
                  <Text c="dimmed" size="sm" mt={4}>
                    {text}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
