import { Skeleton, Switch, Text } from '@mantine/core';
import { REPORT_DIGEST_DESCRIPTION, REPORT_DIGEST_LABEL } from '@portal/contracts';
import { serverMessageOf } from '../../api/api-error';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { submitForm } from '../../common/submit';
import { useGetReportMailPreferenceQuery, useSetReportMailPreferenceMutation } from './reports-api';

/** Staff only: the coach's own choice of one digest per report run instead of one e-mail per player. */
export function ReportDigestSetting() {
  const { data, isLoading, isError, error } = useGetReportMailPreferenceQuery();
  const [save, { isLoading: saving }] = useSetReportMailPreferenceMutation();
  useUnauthorizedRedirect(error);
  if (isLoading) return <Skeleton height={36} aria-label="Loading your e-mail setting" />;
  if (isError || !data)
    return (
      <Text size="sm" c="red.8" role="alert">
        Your report e-mail setting could not be loaded.
      </Text>
    );
  const change = (digest: boolean) =>
    submitForm({
      validate: () => ({ ok: true, request: { reportMails: digest ? ('digest' as const) : ('each' as const) } }),
      send: (preference) => save(preference).unwrap(),
      success: {
        title: 'Setting saved',
        message: digest ? 'You will get one digest per report run.' : 'You will get one e-mail per player.',
        tone: 'success',
      },
      failure: (failure) => ({
        title: 'Error',
        message: serverMessageOf(failure) ?? 'The setting could not be saved.',
        tone: 'error',
      }),
    });
  return (
    <Switch
      label={REPORT_DIGEST_LABEL}
      description={REPORT_DIGEST_DESCRIPTION}
      checked={data.reportMails === 'digest'}
      disabled={saving}
      onChange={(event) => void change(event.currentTarget.checked)}
    />
  );
}
