import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { GOAL_TYPES, type PlayerProfile, goalTypeLabel, orNotSet } from '@portal/contracts';
import type { PlayerProfileFormValues } from './player-profile-form';
import { withPrimaryPosition } from './player-profile-form';

const GOAL_OPTIONS = GOAL_TYPES.map((goalType) => ({ value: goalType, label: goalTypeLabel(goalType) }));

export interface FormProps {
  values: PlayerProfileFormValues;
  onChange: (changes: Partial<PlayerProfileFormValues>) => void;
  /** Messages under the fields, by the API's field path (`jerseyNumber`, `parents.0.email`). */
  errors?: Readonly<Record<string, string>>;
}

let newRowCounter = 0;
export const newRowKey = () => `new-${(newRowCounter += 1)}`;

function Fact({ label, value }: { label: string; value: string | number | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{orNotSet(value)}</Text>
    </div>
  );
}

function PositionsEditor({ values, onChange }: FormProps) {
  const positions = values.positions;
  return (
    <Stack gap="xs">
      {positions.map((row, index) => (
        <Group key={row.key} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label={index === 0 ? 'Position' : undefined}
            aria-label={`Position ${index + 1}`}
            value={row.position}
            style={{ flex: 1 }}
            onChange={(event) => {
              const position = event.currentTarget.value;
              onChange({ positions: positions.map((item) => (item.key === row.key ? { ...item, position } : item)) });
            }}
          />
          <Radio
            label="Primary"
            checked={row.type === 'primary'}
            onChange={() => onChange({ positions: withPrimaryPosition(positions, row.key) })}
            mb={8}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove position ${index + 1}`}
            mb={4}
            onClick={() => onChange({ positions: positions.filter((item) => item.key !== row.key) })}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={() =>
          onChange({
            positions: [
              ...positions,
              {
                key: newRowKey(),
                position: '',
                type: positions.some((item) => item.type === 'primary') ? 'other' : 'primary',
              },
            ],
          })
        }
      >
        Add Position
      </Button>
    </Stack>
  );
}

function GoalsEditor({ values, onChange }: FormProps) {
  const goals = values.goals;
  const set = (key: string, change: Partial<(typeof goals)[number]>) =>
    onChange({ goals: goals.map((goal) => (goal.key === key ? { ...goal, ...change } : goal)) });
  return (
    <Stack gap="xs">
      {goals.map((goal, index) => (
        <Card key={goal.key} withBorder radius="md" padding="sm">
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Select
              label="Goal type"
              data={GOAL_OPTIONS}
              value={goal.goalType}
              onChange={(goalType) => goalType && set(goal.key, { goalType })}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Goal"
              aria-label={`Goal ${index + 1}`}
              value={goal.text}
              autosize
              minRows={1}
              style={{ flex: '1 1 200px' }}
              onChange={(event) => set(goal.key, { text: event.currentTarget.value })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove goal ${index + 1}`}
              mb={4}
              onClick={() => onChange({ goals: goals.filter((item) => item.key !== goal.key) })}
            >
              ×
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Button
        variant="light"
        size="xs"
        w="fit-content"
        onClick={() => onChange({ goals: [...goals, { key: newRowKey(), goalType: 'short_term', text: '' }] })}
      >
        Add Goal
      </Button>
    </Stack>
  );
}

/** Spec §2.12 Overview: facts with 'Not set', bio, positions and goals (editable in edit mode). */
export function OverviewTab({ record, editing, ...form }: FormProps & { record: PlayerProfile; editing: boolean }) {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label="Jersey Number" value={record.jerseyNumber} />
        <Fact label="Dominant Foot" value={record.dominantFoot} />
        <Fact label="Club" value={record.clubName} />
        <Fact label="Team" value={record.teamName} />
      </SimpleGrid>
      {record.bio ? <Text style={{ whiteSpace: 'pre-wrap' }}>{record.bio}</Text> : null}
      <div>
        <Title order={3} fz="md" mb="xs">
          Positions
        </Title>
        {editing ? (
          <PositionsEditor {...form} />
        ) : record.positions.length === 0 ? (
          <Text c="dimmed">No positions set</Text>
        ) : (
          <Group gap="xs">
            {record.positions.map((position) => (
              <Badge key={position.id} variant={position.type === 'primary' ? 'filled' : 'light'}>
                {position.position} · {position.type === 'primary' ? 'Primary' : 'Other'}
              </Badge>
            ))}
          </Group>
        )}
      </div>
      <div>
        <Title order={3} fz="md" mb="xs">
          Goals
        </Title>
        {editing ? (
          <GoalsEditor {...form} />
        ) : record.goals.length === 0 ? (
          <Text c="dimmed">No goals set</Text>
        ) : (
          <Stack gap="xs">
            {record.goals.map((goal) => (
              <Card key={goal.id} withBorder radius="md" padding="sm">
                <Text size="xs" fw={700} c="pitch">
                  {goalTypeLabel(goal.goalType)}
                </Text>
                <Text>{goal.text}</Text>
              </Card>
            ))}
          </Stack>
        )}
      </div>
    </Stack>
  );
}
