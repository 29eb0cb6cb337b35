import {
  assignmentFieldsFromTemplate,
  assignmentTemplateCreateSchema,
  assignmentTemplateUpdateSchema,
  squadAssignmentCreateSchema,
  squadAssignmentSummary,
} from './assignment-template';

const fields = {
  title: 'Wall passes',
  category: 'Passing & Receiving',
  instructions: 'One hundred left-foot passes against a wall.',
  evidenceRequired: 'note',
};

describe('assignment templates and squad assignments', () => {
  it('takes the assignment fields for a squad, never a player or roadmap', () => {
    expect(squadAssignmentCreateSchema.safeParse(fields).success).toBe(true);
    const withPlayer = squadAssignmentCreateSchema.safeParse({ ...fields, playerId: crypto.randomUUID() });
    expect(withPlayer.success).toBe(false);
    const noTitle = squadAssignmentCreateSchema.safeParse({ ...fields, title: ' ' });
    expect(noTitle.error?.issues[0]?.path).toEqual(['title']);
  });

  it('defaults a template to a note, no effort, no links and no due date', () => {
    expect(assignmentTemplateCreateSchema.parse({ ...fields, evidenceRequired: undefined })).toEqual({
      ...fields,
      evidenceRequired: 'note',
      effortMinutes: null,
      resources: [],
      dueInDays: null,
    });
  });

  it('names the field of a bad due-in-days, and refuses an empty change', () => {
    for (const dueInDays of [-1, 366, 1.5, '7']) {
      const parsed = assignmentTemplateCreateSchema.safeParse({ ...fields, dueInDays });
      expect(parsed.error?.issues[0]?.path).toEqual(['dueInDays']);
    }
    expect(assignmentTemplateUpdateSchema.safeParse({}).success).toBe(false);
    expect(assignmentTemplateUpdateSchema.safeParse({ dueInDays: null }).success).toBe(true);
    expect(assignmentTemplateCreateSchema.safeParse({ ...fields, clubId: crypto.randomUUID() }).success).toBe(false);
  });

  it('fills the form from a template, its due date counted from today', () => {
    const template = { ...fields, effortMinutes: 20, dueInDays: 7 };
    expect(assignmentFieldsFromTemplate(template, '2026-12-28')).toMatchObject({
      dueDate: '2027-01-04',
      effortMinutes: 20,
    });
    expect(
      assignmentFieldsFromTemplate({ ...template, dueInDays: null, effortMinutes: null }, '2026-12-28'),
    ).toMatchObject({
      dueDate: '',
      effortMinutes: '',
    });
  });

  it('sums up a squad assignment, naming who was skipped and why', () => {
    const skip = (reason: 'no_current_roadmap' | 'roadmap_full') => ({ playerId: crypto.randomUUID(), reason });
    expect(squadAssignmentSummary({ created: 12, skipped: [] }, 'U15 Blue')).toEqual({
      title: 'Assigned to 12 players of U15 Blue',
      message: '',
      tone: 'success',
    });
    expect(
      squadAssignmentSummary({ created: 1, skipped: [skip('no_current_roadmap'), skip('roadmap_full')] }, 'U12'),
    ).toEqual({
      title: 'Assigned to 1 player of U12',
      message:
        '1 player without a current roadmap was skipped; create their roadmaps first. 1 player with a full roadmap was skipped.',
      tone: 'success',
    });
    expect(
      squadAssignmentSummary({ created: 0, skipped: [skip('no_current_roadmap'), skip('no_current_roadmap')] }, 'U12'),
    ).toMatchObject({
      title: 'No assignments created for U12',
      message: '2 players without a current roadmap were skipped; create their roadmaps first.',
      tone: 'info',
    });
  });
});
