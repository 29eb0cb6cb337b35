import { MIN_PASSWORD_LENGTH } from '@portal/contracts';
import { type AuthFieldProps, PasswordField } from './AuthFields';

export interface NewPasswordFieldProps extends AuthFieldProps {
  label: string;
  name: string;
  /** Where the password rule shows: under the label (sign-up) or inside the empty field (reset). */
  ruleIn: 'description' | 'placeholder';
}

/** A new password, with the portal's password rule shown beside it. */
export function NewPasswordField({ ruleIn, ...props }: NewPasswordFieldProps) {
  const rule = `At least ${MIN_PASSWORD_LENGTH} characters`;
  return (
    <PasswordField
      autoComplete="new-password"
      description={ruleIn === 'description' ? rule : undefined}
      placeholder={ruleIn === 'placeholder' ? rule : undefined}
      {...props}
    />
  );
}

/** The repeated new password. */
export function ConfirmPasswordField(props: AuthFieldProps & { label: string; placeholder?: string }) {
  return <PasswordField name="confirmPassword" autoComplete="new-password" {...props} />;
}

type AccountPasswordField = 'password' | 'confirmPassword';

/** A new account's password, with its rule, and its confirmation (sign-up, accepting a staff invitation). */
export function AccountPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: Record<AccountPasswordField, string>;
  errors: Partial<Record<AccountPasswordField, string>>;
  onChange: (field: AccountPasswordField) => AuthFieldProps['onChange'];
}) {
  return (
    <>
      <NewPasswordField
        label="Password"
        name="password"
        ruleIn="description"
        value={values.password}
        error={errors.password}
        onChange={onChange('password')}
      />
      <ConfirmPasswordField
        label="Confirm password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={onChange('confirmPassword')}
      />
    </>
  );
}
