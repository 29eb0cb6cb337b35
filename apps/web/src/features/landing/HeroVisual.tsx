import { Badge, Group, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { HeartIcon, PhoneCallIcon } from '../../common/icons';
import classes from './landing.module.css';

const PREVIEW_ASSIGNMENTS = [
  { title: 'Weak-foot passing: 200 reps', status: 'Approved', color: 'green' },
  { title: 'First touch under pressure', status: 'Submitted', color: 'blue' },
  { title: 'Scanning before receiving', status: 'In Progress', color: 'yellow' },
] as const;

/** An illustration of the roadmap screen for the hero (sample content, not anyone's data). */
export function HeroVisual() {
  return (
    <div className={classes.visual} role="img" aria-label="Preview of a player roadmap in the portal">
      <div className={classes.previewCard} aria-hidden="true">
        <Group justify="space-between" wrap="nowrap" mb={6}>
          <Text fw={800} size="sm">
            Individual Player Roadmap
          </Text>
          <Badge variant="light" size="sm">
            Season plan
          </Badge>
        </Group>
        <Group justify="space-between" mb={6}>
          <Text size="xs" c="dimmed">
            Focus: Passing &amp; Receiving
          </Text>
          <Text size="xs" fw={700} c="pitch.8">
            7 of 12 completed
          </Text>
        </Group>
        <Progress value={58} size="lg" radius="xl" mb="md" />
        <Stack gap={8}>
          {PREVIEW_ASSIGNMENTS.map(({ title, status, color }) => (
            <div key={title} className={classes.previewRow}>
              <span className={classes.previewDot} style={{ background: `var(--mantine-color-${color}-6)` }} />
              <Text size="sm" fw={600} style={{ flex: 1, minWidth: 0 }} truncate>
                {title}
              </Text>
              <Badge size="xs" variant="light" color={color}>
                {status}
              </Badge>
            </div>
          ))}
        </Stack>
      </div>
      <div className={classes.floatWellness} aria-hidden="true">
        <ThemeIcon radius="xl" color="pink" variant="light">
          <HeartIcon size={16} />
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" lh={1.2}>
            Avg wellness
          </Text>
          <Text fw={800} lh={1.2}>
            4.2/5
          </Text>
        </div>
      </div>
      <div className={classes.floatCall} aria-hidden="true">
        <ThemeIcon radius="xl" color="grape" variant="light">
          <PhoneCallIcon size={16} />
        </ThemeIcon>
        <div>
          <Text size="xs" c="dimmed" lh={1.2}>
            Mentorship call
          </Text>
          <Text fw={800} lh={1.2} size="sm">
            Thursday, 18:00
          </Text>
        </div>
      </div>
    </div>
  );
}
