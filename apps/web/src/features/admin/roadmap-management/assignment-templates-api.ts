import type { AssignmentTemplate, AssignmentTemplateCreate, AssignmentTemplateUpdate, Squad } from '@portal/contracts';
import { api } from '../../../api/api';
import { Tag } from '../../../api/tags';

/** The club's assignment templates and the squads a coach or admin can assign to (Add Assignment). */
const assignmentTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAssignmentTemplates: build.query<AssignmentTemplate[], void>({
      query: () => '/api/assignment-templates',
      providesTags: [Tag.AssignmentTemplates],
    }),
    createAssignmentTemplate: build.mutation<AssignmentTemplate, AssignmentTemplateCreate>({
      query: (body) => ({ url: '/api/assignment-templates', method: 'POST', body, idempotent: true }),
      invalidatesTags: [Tag.AssignmentTemplates],
    }),
    updateAssignmentTemplate: build.mutation<AssignmentTemplate, { id: string; changes: AssignmentTemplateUpdate }>({
      query: ({ id, changes }) => ({
        url: `/api/assignment-templates/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: [Tag.AssignmentTemplates],
    }),
    deleteAssignmentTemplate: build.mutation<void, string>({
      query: (id) => ({ url: `/api/assignment-templates/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [Tag.AssignmentTemplates],
    }),
    /** An admin's every live squad, a coach's own (GET /api/squads). */
    getAssignableSquads: build.query<Squad[], void>({
      query: () => '/api/squads',
    }),
  }),
});

export const {
  useGetAssignmentTemplatesQuery,
  useCreateAssignmentTemplateMutation,
  useUpdateAssignmentTemplateMutation,
  useDeleteAssignmentTemplateMutation,
  useGetAssignableSquadsQuery,
} = assignmentTemplatesApi;
