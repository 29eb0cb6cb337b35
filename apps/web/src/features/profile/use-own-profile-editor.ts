import { fieldErrorsFromZod, ownProfileSaveSchema, validationSummary } from '@portal/contracts';
import { useCallback, useEffect, useState } from 'react';
import { redirectIfUnauthorized, useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { showToast } from '../../common/toast';
import { type OwnProfileFormValues, ownProfileFormValues, ownProfilePayload } from './own-profile-form';
import { useGetOwnProfileQuery, useSaveOwnProfileMutation } from './profile-api';

export const OWN_PROFILE_SAVED = { title: 'Profile updated successfully!', message: 'Your changes have been saved.' };
export const OWN_PROFILE_FAILED = { title: 'Error', message: 'Failed to update profile. Please try again.' };

/**
 * The own-profile form over GET/POST /api/player/profile, shared by /profile and /profile-setup.
 * `skip` for users without a player record (coaches, admins).
 */
export function useOwnProfileEditor({ skip }: { skip: boolean }) {
  const query = useGetOwnProfileQuery(undefined, { skip });
  const [saveProfile, { isLoading: saving }] = useSaveOwnProfileMutation();
  const [values, setValues] = useState<OwnProfileFormValues>(() => ownProfileFormValues(query.data));
  const [errors, setErrors] = useState<Partial<Record<keyof OwnProfileFormValues, string>>>({});
  useUnauthorizedRedirect(query.error);

  useEffect(() => {
    setValues(ownProfileFormValues(query.data));
  }, [query.data]);

  const update = useCallback((field: keyof OwnProfileFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }, []);

  /** Cancel: back to the saved record. */
  const reset = useCallback(() => setValues(ownProfileFormValues(query.data)), [query.data]);

  /** True when saved. A form error is named in the toast and nothing is sent. */
  const save = useCallback(async (): Promise<boolean> => {
    const parsed = ownProfileSaveSchema.safeParse(ownProfilePayload(values));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(fieldErrorsFromZod(parsed.error).map((error) => [error.field, error.message])) as Partial<
          Record<keyof OwnProfileFormValues, string>
        >,
      );
      showToast({ title: 'Error', message: validationSummary(fieldErrorsFromZod(parsed.error)), tone: 'error' });
      return false;
    }
    try {
      await saveProfile(ownProfilePayload(values)).unwrap();
      showToast({ ...OWN_PROFILE_SAVED, tone: 'success' });
      return true;
    } catch (error) {
      if (redirectIfUnauthorized(error)) return false;
      showToast({ ...OWN_PROFILE_FAILED, tone: 'error' });
      return false;
    }
  }, [saveProfile, values]);

  return { query, values, errors, update, reset, save, saving };
}
