import type { ProfilePhotoResult } from '@portal/contracts';
import type { ApiError } from '../../api/api-error';
import { httpError, networkError, parseBody } from '../../api/api-error';
import { Tag } from '../../api/tags';
import { profileApi } from './profile-api';

/** No player named: the signed-in user's own photo (a player's is their player record's). */
export function profilePhotoPath(playerId?: string): string {
  return playerId ? `/api/players/${encodeURIComponent(playerId)}/photo` : '/api/photos/me';
}

/** The image goes as the request body itself (the JSON base query does not send files). */
async function sendPhoto(url: string, file?: File): Promise<{ data: ProfilePhotoResult } | { error: ApiError }> {
  try {
    const response = await fetch(url, {
      method: file ? 'PUT' : 'DELETE',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(file ? { 'Content-Type': file.type || 'application/octet-stream' } : {}),
      },
      body: file,
    });
    const text = await response.text();
    if (!response.ok) return { error: httpError(response.status, response.statusText, text) };
    return { data: parseBody(text) as ProfilePhotoResult };
  } catch (cause) {
    return { error: networkError(cause) };
  }
}

/** A new photo changes the avatar everywhere: the header (current user), profiles and the players list. */
const PHOTO_SHOWN_IN = [Tag.CurrentUser, Tag.AdminPlayers, Tag.AdminUsers, Tag.PlayerProfile, Tag.OwnProfile] as const;

export const photosApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    uploadProfilePhoto: build.mutation<ProfilePhotoResult, { playerId?: string; file: File }>({
      queryFn: ({ playerId, file }) => sendPhoto(profilePhotoPath(playerId), file),
      invalidatesTags: [...PHOTO_SHOWN_IN],
    }),
    removeProfilePhoto: build.mutation<ProfilePhotoResult, { playerId?: string }>({
      queryFn: ({ playerId }) => sendPhoto(profilePhotoPath(playerId)),
      invalidatesTags: [...PHOTO_SHOWN_IN],
    }),
  }),
});

export const { useUploadProfilePhotoMutation, useRemoveProfilePhotoMutation } = photosApi;
