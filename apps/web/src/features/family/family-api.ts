import type { FamilyChild } from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** A parent's family (README "Users and roles"): the children they hold and their last visit to each. */
const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFamilyChildren: build.query<FamilyChild[], void>({
      query: () => '/api/family/children',
      providesTags: [Tag.FamilyChildren],
    }),
    /** Stamps "the parent has seen this child's home now"; the next visit's news starts here. */
    recordFamilyVisit: build.mutation<FamilyChild, string>({
      query: (playerId) => ({ url: `/api/family/children/${encodeURIComponent(playerId)}/visit`, method: 'POST' }),
      invalidatesTags: [Tag.FamilyChildren],
    }),
  }),
});

export const { useGetFamilyChildrenQuery, useRecordFamilyVisitMutation } = familyApi;
