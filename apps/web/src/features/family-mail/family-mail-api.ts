import type { FamilyMailPreference } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

const familyMailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in parent's own choice of e-mails about their children. */
    getFamilyMailPreference: build.query<FamilyMailPreference, void>({
      query: () => '/api/family/mail-preferences',
      providesTags: [Tag.FamilyMailPreference],
    }),
    setFamilyMailPreference: build.mutation<FamilyMailPreference, FamilyMailPreference>({
      query: (body) => ({ url: '/api/family/mail-preferences', method: 'PUT', body }),
      invalidatesTags: [Tag.FamilyMailPreference],
    }),
  }),
});

export const { useGetFamilyMailPreferenceQuery, useSetFamilyMailPreferenceMutation } = familyMailApi;
