import { httpError } from '../api/api-error';
import { fieldErrorMap, fieldLabel, fieldSentence, serverFieldErrorsOf } from './field-errors';

describe('fieldLabel', () => {
  it('reads an API field name as words, or as the listed label', () => {
    expect(fieldLabel('jerseyNumber')).toBe('Jersey number');
    expect(fieldLabel('dateOfBirth')).toBe('Date of birth');
    expect(fieldLabel('heightCm')).toBe('Height (cm)');
    expect(fieldLabel('parents.0.email')).toBe('E-mail');
    expect(fieldLabel('blocked_dates')).toBe('Blocked dates');
  });
});

describe('fieldSentence', () => {
  it('puts the label before the rest of a sentence and keeps whole sentences', () => {
    expect(fieldSentence({ field: 'jerseyNumber', message: 'must be between 1 and 99' })).toBe(
      'Jersey number must be between 1 and 99',
    );
    expect(fieldSentence({ field: 'type', message: 'Please select a training type' })).toBe(
      'Please select a training type',
    );
    expect(fieldSentence({ field: '(body)', message: 'must be an object' })).toBe('must be an object');
  });
});

describe('fieldErrorMap', () => {
  it("keeps each field's first message and splits a list of unknown fields", () => {
    expect(
      fieldErrorMap([
        { field: 'title', message: 'is required' },
        { field: 'title', message: 'is too long' },
        { field: 'a, b', message: 'Unknown fields' },
        { field: '(body)', message: 'Invalid request' },
      ]),
    ).toEqual({ title: 'Title is required', a: 'Unknown fields', b: 'Unknown fields' });
  });
});

describe('serverFieldErrorsOf', () => {
  it("reads a 400 answer's errors and nothing else", () => {
    const errors = [{ field: 'jerseyNumber', message: 'must be between 1 and 99' }];
    expect(serverFieldErrorsOf(httpError(400, 'Bad Request', JSON.stringify({ message: 'x', errors })))).toEqual(
      errors,
    );
    expect(serverFieldErrorsOf(httpError(400, 'Bad Request', '{"message":"x"}'))).toBeUndefined();
    expect(serverFieldErrorsOf(httpError(409, 'Conflict', JSON.stringify({ message: 'x', errors })))).toBeUndefined();
    expect(serverFieldErrorsOf(httpError(400, 'Bad Request', '{"errors":[{"field":1}]}'))).toBeUndefined();
    expect(serverFieldErrorsOf(new Error('plain'))).toBeUndefined();
  });
});
