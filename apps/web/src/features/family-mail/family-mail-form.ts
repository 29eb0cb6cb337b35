import { type FamilyMailPreference, familyMailPreferenceSchema } from '@portal/contracts';

export type FamilyMailFormResult = { ok: true; request: FamilyMailPreference } | { ok: false; error: string };

/** The radio group's value through the contract's schema (the same one the gateway and service use). */
export function validateFamilyMailChoice(value: string | null): FamilyMailFormResult {
  const parsed = familyMailPreferenceSchema.safeParse({ familyMails: value ?? undefined });
  if (parsed.success) return { ok: true, request: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Choose which e-mails you want' };
}
