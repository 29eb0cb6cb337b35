import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { ASSIGNMENT_RESOURCES_MAX } from '@portal/contracts';
import { EMPTY_RESOURCE_ROW, type ResourceRow, canAddResource } from './resource-rows';

/**
 * Add and Edit Assignment's resources: several links, each with an optional title, that the player
 * opens from the assignment. Errors come keyed as the API names them (`resources.0.url`).
 */
export function ResourcesInput({
  rows,
  errors,
  onChange,
}: {
  rows: readonly ResourceRow[];
  errors: Record<string, string>;
  onChange: (rows: ResourceRow[]) => void;
}) {
  const setRow = (index: number, change: Partial<ResourceRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  return (
    <Fieldset
      legend="Resources"
      variant="unstyled"
      // The legend reads as the form's other labels do.
      styles={{ legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 700, padding: 0 } }}
    >
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          Links the player opens from the assignment (videos, drills, articles), each starting with http:// or https://.
        </Text>
        {rows.map((row, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={`Resource ${index + 1} title`}
              placeholder="Optional"
              value={row.title}
              onChange={(event) => setRow(index, { title: event.currentTarget.value })}
              error={errors[`resources.${index}.title`]}
              style={{ flex: '1 1 10rem' }}
            />
            <TextInput
              label={`Resource ${index + 1} link`}
              placeholder="https://"
              type="url"
              value={row.url}
              onChange={(event) => setRow(index, { url: event.currentTarget.value })}
              error={errors[`resources.${index}.url`]}
              style={{ flex: '2 1 14rem' }}
            />
            <Button
              variant="subtle"
              color="red"
              mt={24}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
              aria-label={`Remove resource ${index + 1}`}
            >
              Remove
            </Button>
          </Group>
        ))}
        {errors.resources ? (
          <Text size="sm" c="red" role="alert">
            {errors.resources}
          </Text>
        ) : null}
        {canAddResource(rows) ? (
          <Group>
            <Button variant="light" size="xs" onClick={() => onChange([...rows, EMPTY_RESOURCE_ROW])}>
              Add resource
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            An assignment holds at most {ASSIGNMENT_RESOURCES_MAX} resources.
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
