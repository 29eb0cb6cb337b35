import { Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { PlayerProfile } from '@portal/contracts';
import { type FormProps, newRowKey } from './OverviewTab';
import { type ParentFormValues, withPrimaryParent } from './player-profile-form';

function ParentEditor({
  parent,
  index,
  values,
  onChange,
  errors,
}: FormProps & { parent: ParentFormValues; index: number }) {
  const set = (change: Partial<ParentFormValues>) =>
    onChange({ parents: values.parents.map((item) => (item.key === parent.key ? { ...item, ...change } : item)) });
  const field = (name: 'name' | 'relationship' | 'email' | 'phone', label: string) => (
    <TextInput
      label={label}
      aria-label={`${label} of parent ${index + 1}`}
      value={parent[name]}
      required={name === 'name'}
      type={name === 'email' ? 'email' : 'text'}
      error={errors?.[`parents.${index}.${name}`]}
      onChange={(event) => set({ [name]: event.currentTarget.value })}
    />
  );
  return (
    <Card withBorder radius="md" padding="sm" data-testid="parent-editor">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {field('name', 'Name')}
        {field('relationship', 'Relationship')}
        {field('email', 'Email')}
        {field('phone', 'Phone')}
      </SimpleGrid>
      <Group justify="space-between" mt="xs">
        <Checkbox
          label="Primary Contact"
          checked={parent.isPrimaryContact}
          onChange={(event) =>
            onChange({ parents: withPrimaryParent(values.parents, parent.key, event.currentTarget.checked) })
          }
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={() => onChange({ parents: values.parents.filter((item) => item.key !== parent.key) })}
        >
          Remove
        </Button>
      </Group>
    </Card>
  );
}

/** Parents & Guardians: read-only list (spec §2.12); in edit mode add, edit and remove. */
export function ParentsSection({ record, editing, ...form }: FormProps & { record: PlayerProfile; editing: boolean }) {
  return (
    <div>
      <Title order={3} fz="md" mb="xs">
        Parents &amp; Guardians
      </Title>
      {editing ? (
        <Stack gap="xs">
          {form.values.parents.map((parent, index) => (
            <ParentEditor key={parent.key} parent={parent} index={index} {...form} />
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() =>
              form.onChange({
                parents: [
                  ...form.values.parents,
                  {
                    key: newRowKey(),
                    name: '',
                    relationship: '',
                    email: '',
                    phone: '',
                    isPrimaryContact: form.values.parents.length === 0,
                  },
                ],
              })
            }
          >
            Add Parent or Guardian
          </Button>
        </Stack>
      ) : record.parents.length === 0 ? (
        <Text c="dimmed">No parents or guardians on file</Text>
      ) : (
        <Stack gap="xs">
          {record.parents.map((parent) => (
            <Card key={parent.id} withBorder radius="md" padding="sm" data-testid="parent-card">
              <Group justify="space-between" gap="xs">
                <Text fw={700}>{parent.name}</Text>
                {parent.isPrimaryContact ? (
                  <Badge color="pitch" variant="light">
                    Primary Contact
                  </Badge>
                ) : null}
              </Group>
              {parent.relationship ? <Text size="sm">{parent.relationship}</Text> : null}
              {parent.email ? (
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {parent.email}
                </Text>
              ) : null}
              {parent.phone ? (
                <Text size="sm" c="dimmed">
                  {parent.phone}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </div>
  );
}
