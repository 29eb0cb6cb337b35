import { useCallback, useEffect, useState } from 'react';
import { useUnauthorizedRedirect } from '../../auth/unauthorized-redirect';
import { submitForm } from '../../common/submit';
import { type OwnProfileFormValues, ownProfileFormValues, validateOwnProfileForm } from './own-profile-form';
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

  /**
   * True when saved. A field the form or the server refuses gets its message under it ("Jersey
   * number must be between 1 and 99"), the first also as the toast; nothing is sent for a form error.
   */
  const save = useCallback(
    async (): Promise<boolean> =>
      (await submitForm({
        form: { setErrors },
        validate: () => validateOwnProfileForm(values),
        send: (payload) => saveProfile(payload).unwrap(),
        success: { ...OWN_PROFILE_SAVED, tone: 'success' },
        failure: { ...OWN_PROFILE_FAILED, tone: 'error' },
      })) === 'saved',
    [saveProfile, values],
  );

  return { query, values, errors, update, reset, save, saving };
}
