import type { AssignmentTemplate } from '@portal/contracts';
import {
  EMPTY_ADD_ASSIGNMENT,
  SQUAD_REQUIRED,
  applyTemplate,
  checkAddAssignment,
  checkTemplateFromForm,
  dueInDaysOf,
  templateOptionLabel,
} from './add-assignment-form';

const filled = {
  ...EMPTY_ADD_ASSIGNMENT,
  title: 'Wall passes',
  category: 'Passing & Receiving',
  instructions: 'One hundred left-foot passes against a wall.',
};
const playerId = '7d1f4c4e-8a55-4b8b-9a39-0c1d2e3f4a5b';
const roadmapId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const squadId = '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e';

describe('Add Assignment form', () => {
  it('sends a single assignment on the picked player’s roadmap', () => {
    const checked = checkAddAssignment({ ...filled, playerId, effortMinutes: 20 }, roadmapId);
    expect(checked.validated).toEqual({
      ok: true,
      request: { target: 'player', body: expect.objectContaining({ playerId, roadmapId, effortMinutes: 20 }) },
    });
  });

  it('sends a squad assignment without a player or roadmap', () => {
    const checked = checkAddAssignment({ ...filled, target: 'squad', squadId, playerId }, '');
    expect(checked.validated.ok).toBe(true);
    if (checked.validated.ok && checked.validated.request.target === 'squad') {
      expect(checked.validated.request.squadId).toBe(squadId);
      expect(checked.validated.request.body).not.toHaveProperty('playerId');
    }
  });

  it('asks for a squad, and names each bad field', () => {
    const checked = checkAddAssignment({ ...EMPTY_ADD_ASSIGNMENT, target: 'squad' }, '');
    expect(checked.validated).toMatchObject({
      ok: false,
      toast: { title: 'Error', message: SQUAD_REQUIRED, tone: 'error' },
    });
    // The same messages go under the fields through submitForm's form.
    expect(checked.validated.ok ? {} : checked.validated.fieldErrors).toMatchObject({
      squadId: SQUAD_REQUIRED,
      title: 'Title is required',
    });
    expect(checked.errors).toMatchObject({ squadId: SQUAD_REQUIRED, title: 'Title is required' });
    expect(checkAddAssignment({ ...filled, playerId }, '').errors).toEqual({ roadmapId: 'Roadmap is required' });
  });

  it('counts a due date as days from today for a template', () => {
    expect(dueInDaysOf('2026-12-04', '2026-11-27')).toBe(7);
    expect(dueInDaysOf('2026-11-27', '2026-11-27')).toBe(0);
    expect(dueInDaysOf('2026-11-20', '2026-11-27')).toBeNull();
    expect(dueInDaysOf('', '2026-11-27')).toBeNull();
    const checked = checkTemplateFromForm({ ...filled, dueDate: '2026-12-04' }, '2026-11-27');
    expect(checked.validated).toEqual({
      ok: true,
      request: expect.objectContaining({ dueInDays: 7, title: 'Wall passes' }),
    });
    expect(checkTemplateFromForm(EMPTY_ADD_ASSIGNMENT, '2026-11-27').errors.title).toBe('Title is required');
  });

  it('fills the form from a template and keeps who it is for', () => {
    const template: AssignmentTemplate = {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      title: 'Juggling',
      category: 'Aerial Control',
      instructions: 'Fifty touches without the ball dropping.',
      evidenceRequired: 'link',
      effortMinutes: 15,
      resources: [],
      dueInDays: 3,
      createdBy: playerId,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    const applied = applyTemplate({ ...EMPTY_ADD_ASSIGNMENT, target: 'squad', squadId }, template, '2026-11-27');
    expect(applied).toMatchObject({
      target: 'squad',
      squadId,
      templateId: template.id,
      title: 'Juggling',
      evidenceRequired: 'link',
      effortMinutes: 15,
      dueDate: '2026-11-30',
    });
    expect(templateOptionLabel(template)).toBe('Juggling (Aerial Control) · due in 3 days');
    expect(templateOptionLabel({ ...template, dueInDays: 1 })).toBe('Juggling (Aerial Control) · due in 1 day');
    expect(templateOptionLabel({ ...template, dueInDays: null })).toBe('Juggling (Aerial Control)');
  });
});
