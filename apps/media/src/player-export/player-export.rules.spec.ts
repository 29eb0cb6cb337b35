import { MEDIA_EXPORT_QUERIES, mediaExportFiles } from './player-export.rules';

describe("media's part of a data export", () => {
  it('gives the original of every video and photo, in its folder, never the thumbnails or web copies', () => {
    const files = mediaExportFiles([
      {
        id: 'v1',
        title: 'Cup final',
        media_kind: 'video',
        original_key: 'uploads/u1',
        original_content_type: 'video/mp4',
        thumbnail_key: 'thumbs/v1.jpg',
        web_key: 'web/v1.mp4',
      },
      {
        id: 'p1',
        title: 'Team photo',
        media_kind: 'image',
        original_key: 'uploads/u2',
        original_content_type: 'image/png',
      },
      { id: 'x', title: 'no file', media_kind: 'video', original_key: '' },
    ]);
    expect(files).toEqual([
      { storageKey: 'uploads/u1', folder: 'videos', name: 'Cup final', id: 'v1', extension: 'mp4' },
      { storageKey: 'uploads/u2', folder: 'photos', name: 'Team photo', id: 'p1', extension: 'png' },
    ]);
  });

  it('reads every table for exactly the one player', () => {
    for (const sql of Object.values(MEDIA_EXPORT_QUERIES)) {
      expect(sql).toContain('$1');
      expect(sql).not.toContain('$2');
    }
  });
});
