import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { WELLNESS_SCALE } from '@portal/contracts';
import classes from './training.module.css';
import { wellnessQuestion } from './training-display';

/** The five-option wellness selector of spec §2.9. */
export function WellnessSelector({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  return (
    <Stack gap={6} role="group" aria-label="Wellness rating">
      <Text fw={500} size="sm">
        {wellnessQuestion(value)}
      </Text>
      <SimpleGrid cols={5} spacing={6}>
        {WELLNESS_SCALE.map((level) => (
          <UnstyledButton
            key={level.rating}
            className={classes.wellnessOption}
            data-selected={level.rating === value || undefined}
            aria-pressed={level.rating === value}
            aria-label={`${level.rating} ${level.label}`}
            onClick={() => onChange(level.rating)}
          >
            <span className={classes.wellnessEmoji} aria-hidden>
              {level.emoji}
            </span>
            <Text size="xs" ta="center" lh={1.2}>
              {level.label}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
