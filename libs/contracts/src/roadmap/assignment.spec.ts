import {
  FILE_UPLOADS_PENDING_MESSAGE,
  assignmentCompletionSchema,
  assignmentCreateSchema,
  assignmentUpdateSchema,
  completionProblem,
  evidenceProblem,
  evidenceSubmissionSchema,
  evidenceTypeLabel,
  resourceLabel,
  reviewSchema,
} from './assignment';
import { roadmapCreateSchema } from './roadmap';

const PLAYER = '7b0b5c1e-2c7a-4c55-9d7c-3f3f6a1e9a01';
const ROADMAP = '1c2b5c1e-2c7a-4c55-9d7c-3f3f6a1e9a02';

const valid = {
  roadmapId: ROADMAP,
  playerId: PLAYER,
  title: 'Weak-foot passing',
  category: 'Passing & Receiving',
  instructions: 'Pass against a wall with your left foot, 100 reps.',
  dueDate: '2026-12-01',
  effortMinutes: 30,
  evidenceRequired: 'note',
};

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('create assignment (spec §5)', () => {
  it('accepts the spec payload; dueDate and effort are optional', () => {
    expect(assignmentCreateSchema.parse(valid)).toEqual({ ...valid, resources: [] });
    expect(assignmentCreateSchema.parse({ ...valid, dueDate: '', effortMinutes: undefined })).toMatchObject({
      dueDate: null,
      effortMinutes: null,
    });
  });

  it.each([
    ['title', { title: '  ' }, 'Title is required'],
    [
      'category',
      { category: 'Goalkeeping' },
      'Category must be one of: Dribbling, Passing & Receiving, Aerial Control, Shooting, Tactical IQ, Mental',
    ],
    ['instructions', { instructions: 'Too short' }, 'Instructions should be at least 10 characters'],
    ['dueDate', { dueDate: '2026-02-30' }, 'must be a real calendar day written yyyy-MM-dd'],
    ['effortMinutes', { effortMinutes: 0 }, 'Effort must be a whole number of minutes from 1 to 300'],
    ['effortMinutes', { effortMinutes: 301 }, 'Effort must be a whole number of minutes from 1 to 300'],
    ['effortMinutes', { effortMinutes: 12.5 }, 'Effort must be a whole number of minutes from 1 to 300'],
    ['evidenceRequired', { evidenceRequired: 'photo' }, 'Evidence type must be file, link or note'],
    ['playerId', { playerId: '' }, 'Player is required'],
    ['roadmapId', { roadmapId: '' }, 'Roadmap is required'],
    ['resources.0.url', { resources: ['javascript:alert(1)'] }, 'Enter a link starting with http:// or https://'],
    [
      'resources.0.url',
      { resources: [{ title: 'Drill', url: 'data:text/html,<script>' }] },
      'Enter a link starting with http:// or https://',
    ],
    [
      'resources.0.title',
      { resources: [{ title: 'x'.repeat(121), url: 'https://a.test' }] },
      'must be at most 120 characters',
    ],
  ])('refuses a bad %s with its message', (field, change, message) => {
    const result = assignmentCreateSchema.safeParse({ ...valid, ...change });
    expect(fieldsOf(result)).toEqual([[field, message]]);
  });

  it('takes resources as links or titled links: one list, read either way', () => {
    const parsed = assignmentCreateSchema.parse({
      ...valid,
      resources: [
        'https://club.test/drill',
        { title: ' Weak-foot video ', url: 'https://video.test/1' },
        { url: 'http://x.test' },
      ],
    });
    expect(parsed.resources).toEqual([
      { title: null, url: 'https://club.test/drill' },
      { title: 'Weak-foot video', url: 'https://video.test/1' },
      { title: null, url: 'http://x.test' },
    ]);
    expect(parsed.resources.map(resourceLabel)).toEqual([
      'https://club.test/drill',
      'Weak-foot video',
      'http://x.test',
    ]);
    expect(
      assignmentCreateSchema.safeParse({ ...valid, resources: [{ url: 'https://a.test', kind: 'x' }] }).success,
    ).toBe(false);
  });

  it('accepts 1 and 300 minutes and refuses unknown fields', () => {
    expect(assignmentCreateSchema.safeParse({ ...valid, effortMinutes: 1 }).success).toBe(true);
    expect(assignmentCreateSchema.safeParse({ ...valid, effortMinutes: 300 }).success).toBe(true);
    expect(assignmentCreateSchema.safeParse({ ...valid, status: 'approved' }).success).toBe(false);
  });

  it('edits need at least one known field', () => {
    expect(assignmentUpdateSchema.safeParse({}).success).toBe(false);
    expect(assignmentUpdateSchema.parse({ dueDate: null })).toEqual({ dueDate: null });
    expect(assignmentUpdateSchema.safeParse({ status: 'approved' }).success).toBe(false);
  });
});

describe('create roadmap (spec §5)', () => {
  it('needs a player and a title; the description is optional', () => {
    expect(roadmapCreateSchema.parse({ playerId: PLAYER, title: 'Spring' })).toEqual({
      playerId: PLAYER,
      title: 'Spring',
      description: null,
    });
    expect(fieldsOf(roadmapCreateSchema.safeParse({ playerId: '', title: '' }))).toEqual([
      ['playerId', 'Player is required'],
      ['title', 'Title is required'],
    ]);
  });
});

describe('evidence', () => {
  it('labels the three types (spec §3)', () => {
    expect(['file', 'link', 'note', 'x'].map(evidenceTypeLabel)).toEqual(['Video/File', 'Link', 'Note', 'x']);
  });

  it('needs a note for note, a link for link, and a link or a note for file until uploads exist', () => {
    const none = { note: null, link: null };
    expect(evidenceProblem('note', none)).toEqual({
      field: 'note',
      message: 'This assignment needs a note as evidence',
    });
    expect(evidenceProblem('note', { note: 'Did it', link: null })).toBeNull();
    expect(evidenceProblem('link', { note: 'Did it', link: null })?.field).toBe('link');
    expect(evidenceProblem('link', { note: null, link: 'https://v.example/clip' })).toBeNull();
    expect(evidenceProblem('file', none)).toEqual({ field: 'link', message: FILE_UPLOADS_PENDING_MESSAGE });
    expect(evidenceProblem('file', { note: 'Filmed it', link: null })).toBeNull();
  });

  it('accepts only http(s) links and trims the note', () => {
    expect(evidenceSubmissionSchema.parse({ note: '  done  ', link: '' })).toEqual({ note: 'done', link: null });
    expect(fieldsOf(evidenceSubmissionSchema.safeParse({ link: 'ftp://x.example/a' }))).toEqual([
      ['link', 'Enter a link starting with http:// or https://'],
    ]);
  });

  it('marks complete only with completed true; notes and link optional in the body', () => {
    expect(assignmentCompletionSchema.parse({ completed: true })).toEqual({
      completed: true,
      completionNotes: null,
      completionLink: null,
    });
    expect(assignmentCompletionSchema.parse({ completed: true, completionLink: ' https://v.example/a ' })).toEqual({
      completed: true,
      completionNotes: null,
      completionLink: 'https://v.example/a',
    });
    expect(assignmentCompletionSchema.safeParse({ completed: false }).success).toBe(false);
    expect(
      fieldsOf(assignmentCompletionSchema.safeParse({ completed: true, completionLink: 'javascript:alert(1)' })),
    ).toEqual([['completionLink', 'Enter a link starting with http:// or https://']]);
  });

  it('Mark Complete needs what the evidence type needs, as a submission does, naming the body field', () => {
    const none = { completionNotes: null, completionLink: null };
    expect(completionProblem('note', none)).toEqual({
      field: 'completionNotes',
      message: 'This assignment needs a note as evidence',
    });
    expect(completionProblem('note', { completionNotes: 'Did it', completionLink: null })).toBeNull();
    expect(completionProblem('link', { completionNotes: 'Did it', completionLink: null })).toEqual({
      field: 'completionLink',
      message: 'This assignment needs a link as evidence',
    });
    expect(completionProblem('link', { completionNotes: null, completionLink: 'https://v.example/clip' })).toBeNull();
    expect(completionProblem('file', none)).toEqual({ field: 'completionLink', message: FILE_UPLOADS_PENDING_MESSAGE });
    expect(completionProblem('file', { completionNotes: 'Filmed it', completionLink: null })).toBeNull();
    // The same answer as the submission rule for every type and every combination.
    for (const type of ['note', 'link', 'file']) {
      for (const note of [null, 'n']) {
        for (const link of [null, 'https://v.example/x']) {
          expect(completionProblem(type, { completionNotes: note, completionLink: link })?.message).toBe(
            evidenceProblem(type, { note, link })?.message,
          );
        }
      }
    }
  });

  it('reviews need a decision and a note', () => {
    expect(reviewSchema.safeParse({ decision: 'approved', note: 'Great' }).success).toBe(true);
    expect(fieldsOf(reviewSchema.safeParse({ decision: 'submitted', note: '' }))).toEqual([
      ['decision', 'Decision must be approved or needs_changes'],
      ['note', 'A review note is required'],
    ]);
  });
});
