import { type FamilyMailPreference, familyMailPreferenceSchema } from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';

/** The radio group's value through the contract's schema (the same one the gateway and service use). */
export function validateFamilyMailChoice(value: string | null): Validated<FamilyMailPreference> {
  return validateWith(familyMailPreferenceSchema, { familyMails: value ?? undefined }, 'Choice not saved');
}
