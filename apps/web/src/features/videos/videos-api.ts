import type {
  Page,
  StatusVideoCreate,
  SimpleVideoCreate,
  Video,
  VideoCommentCreate,
  VideoReview,
  VideoStatus,
} from '@portal/contracts';
import { api } from '../../api/api';
import { Tag } from '../../api/tags';

/** One page of Video Analysis: filters within the caller's scope, newest first. */
export interface VideoPageArgs {
  status?: VideoStatus;
  squadId?: string;
  playerId?: string;
  search?: string;
  limit: number;
  before?: string;
}

/** Drops the filters that are not set, so the URL names only what narrows the list. */
function videoPageParams(args: VideoPageArgs): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(args).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/** `?playerId=` only when a parent names the child. */
function forPlayer(args: { forPlayerId?: string } | void): Record<string, string> | undefined {
  return args?.forPlayerId ? { playerId: args.forPlayerId } : undefined;
}

const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVideos: build.query<Video[], { status?: VideoStatus } | void>({
      query: (filter) => (filter?.status ? `/api/videos?status=${encodeURIComponent(filter.status)}` : '/api/videos'),
      providesTags: [Tag.Videos],
    }),
    /** One video by id (the coach home's feedback dialog). */
    getVideo: build.query<Video, string>({
      query: (videoId) => `/api/videos/${encodeURIComponent(videoId)}`,
      providesTags: [Tag.Videos],
    }),
    getVideoPage: build.query<Page<Video>, VideoPageArgs>({
      query: (args) => ({ url: '/api/videos', params: videoPageParams(args) }),
      providesTags: [Tag.Videos],
    }),
    /** A parent uploading for a child names the child (`forPlayerId`); a player leaves it out. */
    getUploadUrl: build.mutation<{ uploadURL: string }, { forPlayerId?: string } | void>({
      query: (args) => ({ url: '/api/objects/upload', method: 'POST', params: forPlayer(args) }),
    }),
    completeUpload: build.mutation<{ objectPath: string }, { videoURL: string; forPlayerId?: string }>({
      query: ({ forPlayerId, ...body }) => ({
        url: '/api/videos/upload-complete',
        method: 'PUT',
        body,
        params: forPlayer({ forPlayerId }),
      }),
    }),
    createVideo: build.mutation<Video, (SimpleVideoCreate | StatusVideoCreate) & { forPlayerId?: string }>({
      query: ({ forPlayerId, ...body }) => ({
        url: '/api/videos',
        method: 'POST',
        body,
        params: forPlayer({ forPlayerId }),
        idempotent: true,
      }),
      invalidatesTags: [Tag.Videos],
    }),
    reviewVideo: build.mutation<Video, VideoReview & { videoId: string }>({
      query: ({ videoId, ...body }) => ({ url: `/api/videos/${videoId}/review`, method: 'PATCH', body }),
      invalidatesTags: [Tag.Videos],
    }),
    addVideoComment: build.mutation<Video, VideoCommentCreate & { videoId: string }>({
      query: ({ videoId, ...body }) => ({
        url: `/api/videos/${videoId}/comments`,
        method: 'POST',
        body,
        idempotent: true,
      }),
      invalidatesTags: [Tag.Videos],
    }),
    replyToVideoComment: build.mutation<Video, { videoId: string; commentId: string; text: string }>({
      query: ({ videoId, commentId, text }) => ({
        url: `/api/videos/${videoId}/comments/${commentId}/replies`,
        method: 'POST',
        body: { text },
        idempotent: true,
      }),
      invalidatesTags: [Tag.Videos],
    }),
  }),
});

export const {
  useGetVideosQuery,
  useGetVideoQuery,
  useGetVideoPageQuery,
  useGetUploadUrlMutation,
  useCompleteUploadMutation,
  useCreateVideoMutation,
  useReviewVideoMutation,
  useAddVideoCommentMutation,
  useReplyToVideoCommentMutation,
} = videosApi;
