import {
  type LoginRequest,
  loginRequestSchema,
  MIN_PASSWORD_LENGTH,
  type SignupRequest,
  signupRequestSchema,
} from '@portal/contracts';
import type { Toast } from '../../common/toast';

export type Validated<T> = { ok: true; request: T } | { ok: false; toast: Toast };

export interface LoginForm {
  email: string;
  password: string;
}

export interface SignupForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const isBlank = (value: string) => value.trim().length === 0;

function invalid(message: string | undefined): { ok: false; toast: Toast } {
  return {
    ok: false,
    toast: { title: 'Invalid details', message: message ?? 'Please check the form.', tone: 'error' },
  };
}

/** Spec §5 login rules, then the login contract. Nothing is sent when this fails. */
export function validateLoginForm(form: LoginForm): Validated<LoginRequest> {
  if (isBlank(form.email) || form.password.length === 0) {
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please enter both email and password', tone: 'error' },
    };
  }
  const parsed = loginRequestSchema.safeParse(form);
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]?.message);
}

/** Spec §5 signup rules in their order, then the signup contract (e.g. the e-mail's shape). */
export function validateSignupForm(form: SignupForm): Validated<SignupRequest> {
  if ([form.firstName, form.lastName, form.email].some(isBlank) || form.password.length === 0) {
    return {
      ok: false,
      toast: { title: 'Missing information', message: 'Please fill in all required fields', tone: 'error' },
    };
  }
  if (form.password !== form.confirmPassword) {
    return { ok: false, toast: { title: 'Password mismatch', message: 'Passwords do not match', tone: 'error' } };
  }
  if (form.password.length < MIN_PASSWORD_LENGTH) {
    return {
      ok: false,
      toast: {
        title: 'Password too short',
        message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
        tone: 'error',
      },
    };
  }
  const { confirmPassword: _confirmPassword, ...request } = form;
  const parsed = signupRequestSchema.safeParse(request);
  return parsed.success ? { ok: true, request: parsed.data } : invalid(parsed.error.issues[0]?.message);
}
