import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AssignmentTemplate } from '@portal/contracts';
import { useState } from 'react';
import { serverMessageOf } from '../../../api/api-error';
import { useUnauthorizedRedirect } from '../../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../../common/LoadErrorAlert';
import { submitForm } from '../../../common/submit';
import { ConfirmDialog } from '../ConfirmDialog';
import { useDeleteAssignmentTemplateMutation, useGetAssignmentTemplatesQuery } from './assignment-templates-api';
import { templateSummary } from './template-form';
import { TemplateFormDialog } from './TemplateFormDialog';

/**
 * The club's assignment templates (Add Assignment starts from them): new, edit and delete. They
 * belong to the club, so the squad switcher does not narrow them.
 */
export function TemplatesSection() {
  const templates = useGetAssignmentTemplatesQuery();
  useUnauthorizedRedirect(templates.error);
  const [deleteTemplate, deleting] = useDeleteAssignmentTemplateMutation();
  // The template stays set while its dialog closes, so the title does not change mid-animation.
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AssignmentTemplate | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [toDelete, setToDelete] = useState<AssignmentTemplate | null>(null);
  const list = templates.data ?? [];

  const openForm = (template: AssignmentTemplate | null) => {
    setEditing(template);
    setFormOpen(true);
  };

  const askDelete = (template: AssignmentTemplate) => {
    setToDelete(template);
    setConfirmOpen(true);
  };

  const confirmDelete = (template: AssignmentTemplate) =>
    submitForm({
      validate: () => ({ ok: true, request: template.id }),
      send: (id) => deleteTemplate(id).unwrap(),
      onSuccess: () => setConfirmOpen(false),
      success: {
        title: 'Template deleted',
        message: `“${template.title}” is no longer one of your club's templates.`,
        tone: 'success',
      },
      failure: (error) => ({
        title: 'Error',
        message: serverMessageOf(error) ?? 'Failed to delete the template',
        tone: 'error',
      }),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="templates-title">
      <Group justify="space-between" wrap="wrap" gap="sm" mb="xs">
        <Title order={3} fz="lg" id="templates-title">
          Assignment templates
        </Title>
        <Button size="xs" variant="light" onClick={() => openForm(null)}>
          New template
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        Your club&apos;s templates, shared by every coach whatever squad is chosen. Add Assignment can start from one.
      </Text>
      {templates.isLoading ? (
        <Stack gap="xs" aria-busy aria-label="Loading templates">
          <Skeleton height={44} radius="md" />
          <Skeleton height={44} radius="md" />
        </Stack>
      ) : templates.error ? (
        <LoadErrorAlert
          title="Could not load the templates"
          message={serverMessageOf(templates.error) ?? "Something went wrong while loading your club's templates."}
          onRetry={() => void templates.refetch()}
        />
      ) : list.length === 0 ? (
        <Text c="dimmed">
          No templates yet. Create one here, or fill in Add Assignment and choose &ldquo;Save as template&rdquo;.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Assignment templates">
          {list.map((template) => (
            <Group
              key={template.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              data-testid="template-row"
            >
              <div style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Text fw={600}>{template.title}</Text>
                <Text size="xs" c="dimmed">
                  {templateSummary(template)}
                </Text>
              </div>
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Edit template ${template.title}`}
                  onClick={() => openForm(template)}
                >
                  Edit
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Delete template ${template.title}`}
                  onClick={() => askDelete(template)}
                >
                  Delete
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <TemplateFormDialog opened={formOpen} template={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDialog
        opened={confirmOpen}
        title={`Delete “${toDelete?.title ?? ''}”?`}
        message={`The template “${toDelete?.title ?? ''}” will no longer be offered in Add Assignment. Assignments already made from it keep their fields.`}
        confirmLabel="Delete template"
        danger
        loading={deleting.isLoading}
        onConfirm={() => {
          if (toDelete) void confirmDelete(toDelete);
        }}
        onCancel={() => setConfirmOpen(false)}
      />
    </Card>
  );
}
