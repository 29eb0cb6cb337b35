import { COMMON_PASSWORD_MESSAGE, type FieldError } from '@portal/contracts';

interface CommonLanguagePackage {
  dictionary: { 'passwords-common': string[] };
}

let commonPasswords: Set<string> | undefined;

/**
 * About 49,000 passwords seen most often in breaches, most common first (the zxcvbn-ts common
 * dictionary, MIT). Loaded once, on first use.
 */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const language = require('@zxcvbn-ts/language-common') as CommonLanguagePackage;
    commonPasswords = new Set(language.dictionary['passwords-common'].map((password) => password.toLowerCase()));
  }
  return commonPasswords;
}

export function commonPasswordCount(): number {
  return loadCommonPasswords().size;
}

/** Server-side rules beyond the length the shared schema checks. */
export function passwordProblems(password: string): FieldError[] {
  return loadCommonPasswords().has(password.toLowerCase())
    ? [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]
    : [];
}
