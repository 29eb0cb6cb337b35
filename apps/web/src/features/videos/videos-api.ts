import type {
  StatusVideoCreate,
  SimpleVideoCreate,
  Video,
  VideoCommentCreate,
  VideoReview,
  VideoStatus,
} from '@portal/contracts';
import { api } from '../../api/api';

const videosApi = api.enhanceEndpoints({ addTagTypes: ['Videos'] }).injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<Video[], { status?: VideoStatus } | void>({
      query: (filter) => (filter?.status ? `/api/videos?status=${encodeURIComponent(filter.status)}` : '/api/videos'),
      providesTags: ['Videos'],
    }),
    getUploadUrl: build.mutation<{ uploadURL: string }, void>({
      query: () => ({ url: '/api/objects/upload', method: 'POST' }),
    }),
    completeUpload: build.mutation<{ objectPath: string }, { videoURL: string }>({
      query: (body) => ({ url: '/api/videos/upload-complete', method: 'PUT', body }),
    }),
    createVideo: build.mutation<Video, SimpleVideoCreate | StatusVideoCreate>({
      query: (body) => ({ url: '/api/videos', method: 'POST', body, idempotent: true }),
      invalidatesTags: ['Videos'],
    }),
    reviewVideo: build.mutation<Video, VideoReview & { videoId: string }>({
      query: ({ videoId, ...body }) => ({ url: `/api/videos/${videoId}/review`, method: 'PATCH', body }),
      invalidatesTags: ['Videos'],
    }),
    addVideoComment: build.mutation<Video, VideoCommentCreate & { videoId: string }>({
      query: ({ videoId, ...body }) => ({
        url: `/api/videos/${videoId}/comments`,
        method: 'POST',
        body,
        idempotent: true,
      }),
      invalidatesTags: ['Videos'],
    }),
    replyToVideoComment: build.mutation<Video, { videoId: string; commentId: string; text: string }>({
      query: ({ videoId, commentId, text }) => ({
        url: `/api/videos/${videoId}/comments/${commentId}/replies`,
        method: 'POST',
        body: { text },
        idempotent: true,
      }),
      invalidatesTags: ['Videos'],
    }),
    grantConsent: build.mutation<unknown, { playerId: string; consentType: 'media' }>({
      query: ({ playerId, consentType }) => ({
        url: `/api/players/${playerId}/consents`,
        method: 'POST',
        body: { consentType, granted: true },
      }),
    }),
    getOwnPlayer: build.query<{ id: string }, void>({ query: () => '/api/players/me' }),
  }),
});

export const {
  useGetVideosQuery,
  useGetUploadUrlMutation,
  useCompleteUploadMutation,
  useCreateVideoMutation,
  useReviewVideoMutation,
  useAddVideoCommentMutation,
  useReplyToVideoCommentMutation,
  useGrantConsentMutation,
  useLazyGetOwnPlayerQuery,
} = videosApi;
