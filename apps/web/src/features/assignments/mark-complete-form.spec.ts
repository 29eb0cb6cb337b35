import { FILE_UPLOADS_PENDING_MESSAGE } from '@portal/contracts';
import { acceptsEvidenceLink } from '@portal/contracts';
import { validateMarkComplete } from './mark-complete-form';

const empty = { completionNotes: '', completionLink: '' };

describe('Mark Complete on /assignments', () => {
  it('says what is missing for each evidence type, under that field, and sends nothing', () => {
    expect(validateMarkComplete('note', empty)).toEqual({
      ok: false,
      toast: { title: 'Error', message: 'This assignment needs a note as evidence', tone: 'error' },
      fieldErrors: { completionNotes: 'This assignment needs a note as evidence' },
    });
    expect(validateMarkComplete('link', { completionNotes: 'See my clip', completionLink: '' })).toEqual({
      ok: false,
      toast: { title: 'Error', message: 'This assignment needs a link as evidence', tone: 'error' },
      fieldErrors: { completionLink: 'This assignment needs a link as evidence' },
    });
    expect(validateMarkComplete('file', { completionNotes: '   ', completionLink: '' })).toEqual({
      ok: false,
      toast: { title: 'Error', message: FILE_UPLOADS_PENDING_MESSAGE, tone: 'error' },
      fieldErrors: { completionLink: FILE_UPLOADS_PENDING_MESSAGE },
    });
  });

  it('refuses a link that is not http(s), naming the link field', () => {
    const checked = validateMarkComplete('link', { completionNotes: '', completionLink: 'javascript:alert(1)' });
    expect(checked.ok === false && checked.fieldErrors).toEqual({
      completionLink: 'Enter a link starting with http:// or https://',
    });
  });

  it('sends the trimmed body when the evidence is there; a note assignment sends no link', () => {
    expect(validateMarkComplete('note', { completionNotes: ' Did 3 sets ', completionLink: 'ignored' })).toEqual({
      ok: true,
      request: { completed: true, completionNotes: 'Did 3 sets', completionLink: null },
    });
    expect(validateMarkComplete('link', { completionNotes: '', completionLink: 'https://clips.example/1' })).toEqual({
      ok: true,
      request: { completed: true, completionNotes: null, completionLink: 'https://clips.example/1' },
    });
    expect(validateMarkComplete('file', { completionNotes: 'Filmed it', completionLink: '' }).ok).toBe(true);
  });

  it('shows a link input for link and file assignments only', () => {
    expect(['note', 'link', 'file'].map(acceptsEvidenceLink)).toEqual([false, true, true]);
  });
});
