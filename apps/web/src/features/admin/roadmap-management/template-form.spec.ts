import type { AssignmentTemplate } from '@portal/contracts';
import { EMPTY_TEMPLATE_FORM, checkTemplateForm, templateFormValuesOf, templateSummary } from './template-form';

const template: AssignmentTemplate = {
  id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  title: 'Juggling',
  category: 'Aerial Control',
  instructions: 'Fifty touches without the ball dropping.',
  evidenceRequired: 'link',
  effortMinutes: 15,
  resources: ['https://example.org/juggling'],
  dueInDays: 3,
  createdBy: '7d1f4c4e-8a55-4b8b-9a39-0c1d2e3f4a5b',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('template form', () => {
  it('starts from the template and sends its fields back, without its links', () => {
    const values = templateFormValuesOf(template);
    expect(values).toEqual({
      title: 'Juggling',
      category: 'Aerial Control',
      instructions: 'Fifty touches without the ball dropping.',
      evidenceRequired: 'link',
      effortMinutes: 15,
      dueInDays: 3,
    });
    const checked = checkTemplateForm({ ...values, title: '  Juggling in pairs ' });
    expect(checked.validated).toEqual({
      ok: true,
      request: {
        title: 'Juggling in pairs',
        category: 'Aerial Control',
        instructions: 'Fifty touches without the ball dropping.',
        evidenceRequired: 'link',
        effortMinutes: 15,
        dueInDays: 3,
      },
    });
  });

  it('clears effort and due days left blank', () => {
    const checked = checkTemplateForm({ ...templateFormValuesOf(template), effortMinutes: '', dueInDays: '' });
    expect(checked.validated).toMatchObject({ ok: true, request: { effortMinutes: null, dueInDays: null } });
    expect(templateFormValuesOf({ ...template, effortMinutes: null, dueInDays: null })).toMatchObject({
      effortMinutes: '',
      dueInDays: '',
    });
  });

  it('names each bad field with the contract’s message, the first in the toast', () => {
    const checked = checkTemplateForm({ ...EMPTY_TEMPLATE_FORM, dueInDays: 400 });
    expect(checked.validated).toMatchObject({
      ok: false,
      toast: { title: 'Error', message: 'Title is required', tone: 'error' },
      fieldErrors: expect.objectContaining({ dueInDays: 'Due in days must be a whole number from 0 to 365' }),
    });
    expect(checked.errors).toMatchObject({
      title: 'Title is required',
      dueInDays: 'Due in days must be a whole number from 0 to 365',
    });
    expect(Object.keys(checked.errors)).toEqual(expect.arrayContaining(['category', 'instructions']));
  });

  it('sums a template up under its title', () => {
    expect(templateSummary(template)).toBe('Aerial Control · Evidence: Link · due in 3 days · 15 min');
    expect(templateSummary({ ...template, dueInDays: 0, effortMinutes: null, evidenceRequired: 'file' })).toBe(
      'Aerial Control · Evidence: Video/File · due the same day',
    );
    expect(templateSummary({ ...template, dueInDays: null })).toBe(
      'Aerial Control · Evidence: Link · no due date · 15 min',
    );
  });
});
