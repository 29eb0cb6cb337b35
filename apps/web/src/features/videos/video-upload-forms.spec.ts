import { PENDING_UPLOAD_URL, validateAnalysisVideoForm, validateSimpleVideoForm } from './video-upload-forms';

describe('the simple upload form (spec §5)', () => {
  it('asks for the title first, in the spec words, under the field', () => {
    expect(validateSimpleVideoForm({ title: '  ', description: '', videoUrl: null })).toEqual({
      ok: false,
      toast: { title: 'Please enter a title for your video', message: '', tone: 'error' },
      fieldErrors: { title: 'Please enter a title for your video' },
    });
  });

  it('then for a finished upload', () => {
    const checked = validateSimpleVideoForm({ title: 'Cup final', description: '', videoUrl: null });
    expect(checked).toMatchObject({
      ok: false,
      toast: { title: 'Please upload a video first' },
      fieldErrors: { videoUrl: expect.any(String) },
    });
  });

  it('trims title and description for sending', () => {
    expect(
      validateSimpleVideoForm({ title: '  Cup final ', description: ' Second half ', videoUrl: '/objects/uploads/a' }),
    ).toEqual({
      ok: true,
      request: { title: 'Cup final', description: 'Second half', videoUrl: '/objects/uploads/a' },
    });
  });
});

describe('the Video Analysis upload form (spec §5)', () => {
  const values = {
    title: 'Derby',
    type: 'Game',
    eventDate: '2026-11-20',
    opponent: 'Rovers',
    jerseyNumber: 9 as number | string,
    notesFromPlayer: '',
  };

  it('asks for the title, the event date and a file, each under its field', () => {
    expect(validateAnalysisVideoForm({ ...values, title: '' }, true)).toMatchObject({
      toast: { title: 'Title is required' },
      fieldErrors: { title: 'Title is required' },
    });
    expect(validateAnalysisVideoForm({ ...values, eventDate: '' }, true)).toMatchObject({
      toast: { title: 'Event date is required' },
      fieldErrors: { eventDate: expect.any(String) },
    });
    expect(validateAnalysisVideoForm(values, false)).toMatchObject({ fieldErrors: { fileUrl: expect.any(String) } });
  });

  it('says a jersey number out of range in words, with the label in front', () => {
    const checked = validateAnalysisVideoForm({ ...values, jerseyNumber: 100 }, true);
    expect(checked).toMatchObject({
      ok: false,
      toast: { title: 'Upload failed', message: 'Jersey number must be a whole number from 0 to 99' },
      fieldErrors: { jerseyNumber: expect.any(String) },
    });
  });

  it('sends an empty jersey number as absent', () => {
    const checked = validateAnalysisVideoForm({ ...values, jerseyNumber: '' }, true);
    expect(checked.ok && checked.request).toMatchObject({
      title: 'Derby',
      jerseyNumber: null,
      fileUrl: PENDING_UPLOAD_URL,
    });
  });
});
