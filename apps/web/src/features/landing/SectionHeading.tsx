import { Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

export function SectionHeading({ eyebrow, title, text }: { eyebrow: string; title: string; text: string }) {
  return (
    <Stack gap="xs" align="center" ta="center" maw={720} mx="auto" mb={48}>
      <span className={classes.eyebrow}>{eyebrow}</span>
      <Title order={2} fz={{ base: 28, sm: 38 }} lh={1.15}>
        {title}
      </Title>
      <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
        {text}
      </Text>
    </Stack>
  );
}
