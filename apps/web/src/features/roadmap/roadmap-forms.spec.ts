import { assignmentEditValuesOf, validateAssignmentEdit, validateEvidence } from './roadmap-forms';

describe('the evidence form', () => {
  it('asks for what the evidence type needs, under that field', () => {
    expect(validateEvidence('note', { note: '', link: '' })).toEqual({
      ok: false,
      toast: { title: 'Error', message: 'This assignment needs a note as evidence', tone: 'error' },
      fieldErrors: { note: 'This assignment needs a note as evidence' },
    });
    const link = validateEvidence('link', { note: 'See video', link: '' });
    expect(link.ok === false && Object.keys(link.fieldErrors ?? {})).toEqual(['link']);
  });

  it('refuses a link that is not http(s), naming the link field', () => {
    const checked = validateEvidence('link', { note: '', link: 'ftp://files.test/a.mp4' });
    expect(checked.ok).toBe(false);
    expect(checked.ok === false && Object.keys(checked.fieldErrors ?? {})).toEqual(['link']);
  });

  it('sends what the player typed when it is enough', () => {
    expect(validateEvidence('file', { note: 'Filmed on my phone', link: '' })).toEqual({
      ok: true,
      request: { note: 'Filmed on my phone', link: '' },
    });
  });
});

describe('the staff assignment edit form', () => {
  const assignment = {
    title: 'Wall passes',
    category: 'Passing & Receiving',
    instructions: 'One hundred left-foot passes against a wall.',
    evidenceRequired: 'note',
    effortMinutes: null,
    dueDate: '2030-01-15',
    resourceLinks: [{ title: 'Drill video', url: 'https://club.test/drill' }],
  };

  it('starts from the assignment, and an empty effort or due date clears it', () => {
    const values = assignmentEditValuesOf(assignment);
    expect(values.effortMinutes).toBe('');
    expect(values.resources).toEqual([{ title: 'Drill video', url: 'https://club.test/drill' }]);
    const checked = validateAssignmentEdit({ ...values, dueDate: '' });
    const { resourceLinks, ...fields } = assignment;
    expect(checked).toEqual({
      ok: true,
      request: { ...fields, effortMinutes: null, dueDate: null, resources: resourceLinks },
    });
  });

  it('sends each resource row (a blank title is no title) and names a bad or missing link by its row', () => {
    const values = assignmentEditValuesOf(assignment);
    const checked = validateAssignmentEdit({
      ...values,
      resources: [
        { title: '', url: 'https://club.test/a' },
        { title: 'Empty', url: ' ' },
        { title: 'Bad', url: 'javascript:alert(1)' },
      ],
    });
    expect(checked.ok === false && checked.fieldErrors).toEqual({
      'resources.1.url': expect.stringMatching(/http/),
      'resources.2.url': expect.stringMatching(/http/),
    });
    const fine = validateAssignmentEdit({ ...values, resources: [{ title: '', url: 'https://club.test/a' }] });
    expect(fine.ok && fine.request.resources).toEqual([{ title: null, url: 'https://club.test/a' }]);
  });

  it("names each wrong field with the contract's words", () => {
    const checked = validateAssignmentEdit({
      ...assignmentEditValuesOf(assignment),
      title: ' ',
      effortMinutes: 0,
      category: 'Cooking',
    });
    expect(checked.ok).toBe(false);
    expect(checked.ok === false && Object.keys(checked.fieldErrors ?? {})).toEqual([
      'title',
      'category',
      'effortMinutes',
    ]);
    expect(checked.ok === false && checked.toast.message).toBe('Title is required');
  });
});
