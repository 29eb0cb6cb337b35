import { type OwnProfile, type OwnProfileSave, ownProfileSaveSchema } from '@portal/contracts';
import { type Validated, validateWith } from '../../common/submit-flow';

/** The own-profile form's values as the inputs hold them (text, even for numbers). */
export interface OwnProfileFormValues {
  age: string;
  team: string;
  club: string;
  position: string;
  jerseyNumber: string;
  parentContactInfo: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
}

export const EMPTY_OWN_PROFILE_FORM: OwnProfileFormValues = {
  age: '',
  team: '',
  club: '',
  position: '',
  jerseyNumber: '',
  parentContactInfo: '',
  parentName: '',
  parentEmail: '',
  parentPhone: '',
};

/** The saved record into the form (Cancel resets from this). */
export function ownProfileFormValues(profile: OwnProfile | undefined): OwnProfileFormValues {
  if (!profile) return EMPTY_OWN_PROFILE_FORM;
  return {
    age: profile.age?.toString() ?? '',
    team: profile.team ?? '',
    club: profile.club ?? '',
    position: profile.position ?? '',
    jerseyNumber: profile.jerseyNumber?.toString() ?? '',
    parentContactInfo: profile.parentContactInfo ?? '',
    parentName: profile.parentName ?? '',
    parentEmail: profile.parentEmail ?? '',
    parentPhone: profile.parentPhone ?? '',
  };
}

/** Spec §5: text trimmed, empty values sent as absent, numbers as numbers. */
export function ownProfilePayload(values: OwnProfileFormValues): OwnProfileSave {
  const payload: Record<string, string | number> = {};
  for (const [field, raw] of Object.entries(values) as [keyof OwnProfileFormValues, string][]) {
    const value = raw.trim();
    if (value === '') continue;
    // From the parent's own fields the server composes the contact line itself.
    if (field === 'parentContactInfo' && values.parentName.trim() !== '') continue;
    payload[field] = (field === 'age' || field === 'jerseyNumber') && /^\d+$/.test(value) ? Number(value) : value;
  }
  return payload as OwnProfileSave;
}

/**
 * The form checked against the contract (the gateway checks the same schema), each message under its
 * field; what is sent is the payload above (empty values absent, spec §5), not the parsed values.
 */
export function validateOwnProfileForm(values: OwnProfileFormValues): Validated<OwnProfileSave> {
  const payload = ownProfilePayload(values);
  const checked = validateWith(ownProfileSaveSchema, payload);
  return checked.ok ? { ok: true, request: payload } : checked;
}
