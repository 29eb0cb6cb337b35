/** Where the worker stores what it derives from a video: the thumbnail and the browser-playable copy. */
export const thumbnailKeyOf = (videoId: string) => `videos/${videoId}/thumbnail.jpg`;
export const webKeyOf = (videoId: string) => `videos/${videoId}/web.mp4`;
