import { Button, Group, Paper, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { FAMILY_MAIL_CHOICES, FAMILY_MAIL_CHOICE_COPY, type FamilyMailChoice } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { LoadErrorAlert } from '../../common/LoadErrorAlert';
import { PageHeader } from '../../common/PageHeader';
import { submitForm } from '../../common/submit';
import { useGetFamilyMailPreferenceQuery, useSetFamilyMailPreferenceMutation } from './family-mail-api';
import { validateFamilyMailChoice } from './family-mail-form';

/** /family/mail-settings: a parent chooses which e-mails they get about their children (ParentsOnly route). */
export default function FamilyMailSettingsPage() {
  const { data, isLoading, isError, error, refetch } = useGetFamilyMailPreferenceQuery();
  const [save, { isLoading: saving }] = useSetFamilyMailPreferenceMutation();
  const [choice, setChoice] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<FamilyMailChoice | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  useUnauthorizedRedirect(error);
  useEffect(() => {
    if (data) setChoice((current) => current ?? data.familyMails);
  }, [data]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setSaveError(null);
    await submitForm({
      form: { setErrors },
      validate: () => validateFamilyMailChoice(choice),
      send: (request) => save(request).unwrap(),
      onSuccess: (result) => setSaved(result.familyMails),
      success: (result) => ({
        title: 'Choice saved',
        message: `You will get ${FAMILY_MAIL_CHOICE_COPY[result.familyMails].label.toLowerCase()}.`,
        tone: 'success',
      }),
      failure: (failure) => {
        const message = serverMessageOf(failure) ?? 'Your choice could not be saved. Please try again.';
        setSaveError(message);
        return { title: 'Choice not saved', message, tone: 'error' };
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Family e-mails"
        subtitle="Choose which e-mails you get about your children. It applies to all your children."
      />
      <Paper withBorder radius="md" p="lg" maw={720}>
        {isLoading ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading your e-mail choice">
            <Skeleton height={20} width="40%" />
            <Skeleton height={48} />
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : isError || !data ? (
          <LoadErrorAlert
            title="Your e-mail choice could not be loaded"
            message="Check your connection and try again."
            onRetry={() => void refetch()}
          />
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Radio.Group
              name="familyMails"
              label="Which e-mails would you like?"
              value={choice}
              onChange={(value) => {
                setChoice(value);
                setSaved(null);
                setErrors({});
              }}
              error={errors.familyMails}
            >
              <Stack gap="md" mt="sm">
                {FAMILY_MAIL_CHOICES.map((value) => (
                  <Radio
                    key={value}
                    value={value}
                    label={FAMILY_MAIL_CHOICE_COPY[value].label}
                    description={FAMILY_MAIL_CHOICE_COPY[value].description}
                  />
                ))}
              </Stack>
            </Radio.Group>
            <Text size="sm" c="dimmed" mt="md">
              Progress reports are always e-mailed to you, whatever you choose.
            </Text>
            <Group mt="lg" gap="md">
              <Button type="submit" loading={saving}>
                Save my choice
              </Button>
              <Text size="sm" role="status" aria-live="polite" c={saveError ? 'red.9' : undefined}>
                {saveError ?? (saved ? `Saved: ${FAMILY_MAIL_CHOICE_COPY[saved].label.toLowerCase()}.` : '')}
              </Text>
            </Group>
          </form>
        )}
      </Paper>
    </>
  );
}
